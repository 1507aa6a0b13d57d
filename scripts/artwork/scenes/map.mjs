// The illustrated location map (1600 x 700): hills, forest, river, roads, town blocks, a park, a
// lake and a pin on the school. Stylised and nameless, not a real place.
import { C } from '../palette.mjs';
import { at, circle, ellipse, group, path, rect, smoothPath } from '../lib/svg.mjs';
import { river, simplePeaks, tree } from '../motifs/landscape.mjs';
import { emblem } from '../logo.mjs';

/** A blob hill with contour rings, centred at (x, y). */
function contourHill(d, x, y, r) {
  const rings = [1, 0.72, 0.46, 0.22].map((k, i) => {
    const pts = Array.from({ length: 9 }, (_, j) => {
      const a = (j / 9) * Math.PI * 2;
      const rr = r * k * d.rng.range(0.85, 1.1);
      return [x + Math.cos(a) * rr * 1.5, y + Math.sin(a) * rr * 0.8];
    });
    return path(smoothPath(pts, { closed: true }), { fill: [C.green300, C.green400, C.green500, C.green600][i] });
  });
  return group(rings);
}

function mainRoad(pts, width = 22) {
  const d = smoothPath(pts);
  return group([
    path(d, { fill: 'none', stroke: '#d6c9ad', strokeWidth: width + 6, strokeLinecap: 'round' }),
    path(d, { fill: 'none', stroke: C.snow, strokeWidth: width, strokeLinecap: 'round' }),
    path(d, { fill: 'none', stroke: C.saffron, strokeWidth: 3, strokeDasharray: '18 14', opacity: 0.8 }),
  ]);
}

/** Town blocks in a grid from (x, y), some missing, as small building footprints. */
function townBlocks(d, x, y, cols, rows, size = 34) {
  const out = [];
  for (let r = 0; r < rows; r += 1) {
    for (let c = 0; c < cols; c += 1) {
      if (d.rng.chance(0.15)) continue;
      out.push(rect(x + c * (size + 16), y + r * (size + 16), size, size, { fill: d.rng.pick([C.sand, C.wheat, C.blush, '#f0d9c0']), rx: 4 }));
    }
  }
  const streets = [];
  for (let c = 1; c < cols; c += 1) streets.push(rect(x + c * (size + 16) - 13, y - 8, 10, rows * (size + 16), { fill: C.snow, opacity: 0.9 }));
  for (let r = 1; r < rows; r += 1) streets.push(rect(x - 8, y + r * (size + 16) - 13, cols * (size + 16), 10, { fill: C.snow, opacity: 0.9 }));
  return group([...streets, ...out]);
}

/** The map pin with the school emblem, its tip at (x, y). */
function pin(x, y, s = 1) {
  return at(x, y, s, group([
    ellipse(0, 0, 26, 9, { fill: '#000', opacity: 0.2 }),
    path('M0,0 C-12,-30 -46,-58 -46,-96 A46,46 0 0 1 46,-96 C46,-58 12,-30 0,0 Z', { fill: C.terracotta }),
    circle(0, -96, 34, { fill: C.snow }),
    at(0, -96, 0.1, group(emblem(), { transform: 'translate(-256 -256)' })),
  ]));
}

/** A compass with a saffron north needle, centred. */
function compass(x, y) {
  return at(x, y, 1, group([
    circle(0, 0, 44, { fill: C.snow, stroke: C.blue700, strokeWidth: 4 }),
    path('M0,-36 L10,0 L-10,0 Z', { fill: C.saffron }),
    path('M0,36 L10,0 L-10,0 Z', { fill: C.blue700 }),
    circle(0, 0, 5, { fill: C.ink }),
  ]));
}

export function locationMap(d) {
  const { w, h } = d;
  const school = [w * 0.56, h * 0.5];
  const trees = Array.from({ length: 40 }, () => at(d.rng.range(w * 0.02, w * 0.3), d.rng.range(h * 0.55, h * 0.95), d.rng.range(0.18, 0.28), tree(d.rng.pick(['round', 'pine']))));
  return [
    rect(0, 0, w, h, { fill: '#eef0dc' }),
    simplePeaks(-40, h * 0.2, w + 80, h * 0.16, { count: 9, color: C.blue300, shade: C.blue600 }),
    rect(0, h * 0.2, w, 6, { fill: C.green300 }),
    contourHill(d, w * 0.12, h * 0.36, 90),
    contourHill(d, w * 0.86, h * 0.72, 100),
    contourHill(d, w * 0.9, h * 0.32, 70),
    ...trees,
    river([[w * 0.2, h * 0.2], [w * 0.3, h * 0.4], [w * 0.42, h * 0.55], [w * 0.38, h * 0.8], [w * 0.48, h * 1.02]], { w0: 14, w1: 60 }),
    ellipse(w * 0.74, h * 0.34, 90, 40, { fill: C.blue300 }),
    mainRoad([[-20, h * 0.66], [w * 0.3, h * 0.62], [w * 0.5, h * 0.64], [w * 0.72, h * 0.58], [w + 20, h * 0.6]]),
    mainRoad([[w * 0.6, -20], [w * 0.62, h * 0.3], [w * 0.58, h * 0.62], [w * 0.64, h + 20]], 18),
    townBlocks(d, w * 0.66, h * 0.66, 6, 3),
    townBlocks(d, w * 0.47, h * 0.7, 2, 3),
    rect(w * 0.5, h * 0.32, w * 0.1, h * 0.22, { fill: C.green300, rx: 16 }),
    rect(w * 0.518, h * 0.37, w * 0.07, h * 0.1, { fill: C.sand, rx: 6 }),
    rect(w * 0.53, h * 0.34, w * 0.045, h * 0.06, { fill: C.brick, rx: 3 }),
    ...[0, 1, 2].map((i) => at(w * 0.51 + i * 40, h * 0.53, 0.22, tree('round'))),
    pin(school[0], school[1] - 60, 1.2),
    compass(w * 0.95, h * 0.1),
  ].join('');
}
