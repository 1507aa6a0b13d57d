// Festival, nature and conversation motifs: Tihar diyo lamps, string lights, rangoli, sky
// lanterns, kites, bunting, marigold garlands, saplings, watering can, speech bubbles.
import { C, FLAGS } from '../palette.mjs';
import { circle, ellipse, group, line, path, polygon, rect } from '../lib/svg.mjs';

/** A clay diyo lamp with a flame, on y = 0, about 50 wide. */
export function diyo(d, glow = true) {
  const halo = glow ? circle(0, -26, 34, { fill: d.radial([[0, C.marigold, 0.7], [1, C.marigold, 0]]) }) : '';
  return group([
    halo,
    path('M-26,-12 Q0,-2 26,-12 Q22,0 0,2 Q-22,0 -26,-12 Z', { fill: C.terracotta }),
    ellipse(0, -12, 26, 5, { fill: C.rust }),
    path('M0,-40 Q9,-26 0,-16 Q-9,-26 0,-40 Z', { fill: C.saffron }),
    path('M0,-32 Q4,-24 0,-18 Q-4,-24 0,-32 Z', { fill: C.butter }),
  ]);
}

/** A sagging string of glowing bulbs between two points. */
export function stringLights(d, { from, to, sag = 40, count = 16, colors = [C.marigold, C.coral, C.butter, C.snow] }) {
  const ctrl = [(from[0] + to[0]) / 2, (from[1] + to[1]) / 2 + sag * 2];
  const at2 = (t) => [(1 - t) ** 2 * from[0] + 2 * (1 - t) * t * ctrl[0] + t ** 2 * to[0], (1 - t) ** 2 * from[1] + 2 * (1 - t) * t * ctrl[1] + t ** 2 * to[1]];
  const glowFill = d.radial([[0, C.butter, 0.8], [1, C.butter, 0]]);
  const bulbs = [];
  for (let i = 0; i < count; i += 1) {
    const [x, y] = at2((i + 0.5) / count);
    bulbs.push(circle(x, y + 6, 14, { fill: glowFill }), circle(x, y + 6, 4.5, { fill: colors[i % colors.length] }));
  }
  return group([path(`M${from[0]},${from[1]} Q${ctrl[0]},${ctrl[1]} ${to[0]},${to[1]}`, { fill: 'none', stroke: C.ink, strokeWidth: 1.5, opacity: 0.6 }), ...bulbs]);
}

/** A rangoli mandala centred on (0,0), radius r. */
export function rangoli(r = 100) {
  const ring = (n, rr, size, fill) => Array.from({ length: n }, (_, i) => {
    const a = (i * 360) / n;
    return ellipse(0, -rr, size * 0.5, size, { fill, transform: `rotate(${a})` });
  });
  return group([
    circle(0, 0, r, { fill: C.terracotta }),
    ...ring(16, r * 0.8, r * 0.2, C.saffron),
    circle(0, 0, r * 0.62, { fill: C.blue700 }),
    ...ring(10, r * 0.42, r * 0.17, C.snow),
    circle(0, 0, r * 0.22, { fill: C.marigold }),
    circle(0, 0, r * 0.1, { fill: C.terracotta }),
  ]);
}

/** A glowing paper sky lantern, centred, about 60 tall. */
export function skyLantern(d, color = C.saffron) {
  return group([
    circle(0, 0, 50, { fill: d.radial([[0, C.marigold, 0.55], [1, C.marigold, 0]]) }),
    path('M-18,-30 Q0,-36 18,-30 L24,20 Q0,28 -24,20 Z', { fill: color }),
    path('M-8,-32 L-10,22 M8,-32 L10,22', { stroke: C.rust, strokeWidth: 1.5, opacity: 0.5 }),
    ellipse(0, 22, 12, 3, { fill: C.butter }),
  ]);
}

/** A diamond kite with a tail, centred, about 80 tall; accent paints the cross panels. */
export function kite(color = C.blue500, accent = C.blue300, { tail = true, size = 1 } = {}) {
  const s = size;
  const bows = tail ? [1, 2, 3, 4].map((i) => polygon([[-5 * s + i * 3 * s, 40 * s + i * 16 * s], [5 * s + i * 3 * s, 34 * s + i * 16 * s], [5 * s + i * 3 * s, 46 * s + i * 16 * s]], { fill: accent })) : [];
  return group([
    tail ? path(`M0,${40 * s} Q${12 * s},${70 * s} ${6 * s},${100 * s} T${14 * s},${120 * s}`, { fill: 'none', stroke: C.slate, strokeWidth: 1.5 }) : '',
    ...bows,
    polygon([[0, -44 * s], [30 * s, -6 * s], [0, 40 * s], [-30 * s, -6 * s]], { fill: color }),
    polygon([[0, -44 * s], [30 * s, -6 * s], [0, -6 * s]], { fill: accent }),
    polygon([[0, 40 * s], [-30 * s, -6 * s], [0, -6 * s]], { fill: accent }),
  ]);
}

/** A string of triangular bunting between two points. */
export function bunting({ from, to, sag = 20, count = 12, size = 24, colors = FLAGS.filter((c) => c !== C.snow) }) {
  const ctrl = [(from[0] + to[0]) / 2, (from[1] + to[1]) / 2 + sag * 2];
  const pt = (t) => [(1 - t) ** 2 * from[0] + 2 * (1 - t) * t * ctrl[0] + t ** 2 * to[0], (1 - t) ** 2 * from[1] + 2 * (1 - t) * t * ctrl[1] + t ** 2 * to[1]];
  const flags = [];
  for (let i = 0; i < count; i += 1) {
    const [x1, y1] = pt(i / count + 0.1 / count);
    const [x2, y2] = pt((i + 0.9) / count);
    flags.push(polygon([[x1, y1], [x2, y2], [(x1 + x2) / 2, (y1 + y2) / 2 + size]], { fill: colors[i % colors.length] }));
  }
  return group([path(`M${from[0]},${from[1]} Q${ctrl[0]},${ctrl[1]} ${to[0]},${to[1]}`, { fill: 'none', stroke: C.slate, strokeWidth: 1.5 }), ...flags]);
}

/** A marigold garland hanging between two points: a rope of orange and yellow flower discs. */
export function marigoldGarland({ from, to, sag = 30, size = 9 }) {
  const ctrl = [(from[0] + to[0]) / 2, (from[1] + to[1]) / 2 + sag * 2];
  const length = Math.hypot(to[0] - from[0], to[1] - from[1]) + sag;
  const n = Math.floor(length / (size * 1.5));
  const flowers = [];
  for (let i = 0; i <= n; i += 1) {
    const t = i / n;
    const x = (1 - t) ** 2 * from[0] + 2 * (1 - t) * t * ctrl[0] + t ** 2 * to[0];
    const y = (1 - t) ** 2 * from[1] + 2 * (1 - t) * t * ctrl[1] + t ** 2 * to[1];
    flowers.push(circle(x, y, size, { fill: i % 3 ? C.saffron : C.marigold }), circle(x, y, size * 0.35, { fill: C.rust, opacity: 0.5 }));
  }
  return group(flowers);
}

/** A young tree sapling in a mound of soil, on y = 0. */
export function sapling(h = 90) {
  return group([
    ellipse(0, 0, 60, 14, { fill: C.woodDark }),
    ellipse(0, -4, 44, 9, { fill: '#8d6141' }),
    path(`M0,-4 Q-4,${-h * 0.5} 0,${-h}`, { fill: 'none', stroke: C.green700, strokeWidth: 5 }),
    ...[[-1, 0.45], [1, 0.6], [-1, 0.78], [1, 0.92]].map(([s, t]) =>
      ellipse(s * 16, -h * t, 15, 7, { fill: s < 0 ? C.green500 : C.green400, transform: `rotate(${s * -30} ${s * 16} ${-h * t})` })),
  ]);
}

/** A watering can pouring to the left, centred, about 110 wide, with drops. */
export function wateringCan(color = C.blue500) {
  return group([
    rect(-30, -30, 60, 50, { fill: color, rx: 8 }),
    path('M-28,-10 L-70,-40 L-74,-34 L-30,6 Z', { fill: color }),
    ellipse(-74, -40, 8, 5, { fill: C.blue800, transform: 'rotate(-35 -74 -40)' }),
    path('M30,-20 Q54,-20 52,6 Q50,20 30,18', { fill: 'none', stroke: color, strokeWidth: 8 }),
    path('M-20,-30 Q0,-58 20,-30', { fill: 'none', stroke: C.blue800, strokeWidth: 6 }),
    ...[[-84, -26], [-92, -12], [-80, -6], [-88, 6]].map(([x, y]) => path(`M${x},${y - 6} Q${x + 4},${y} ${x},${y + 3} Q${x - 4},${y} ${x},${y - 6} Z`, { fill: C.blue400 })),
  ]);
}

/** A rounded speech bubble w x h centred on (0,0), tail pointing down-left or down-right. */
export function speechBubble(w, h, { fill = C.snow, tail = 'left', content = '' } = {}) {
  const tx = tail === 'left' ? -w * 0.25 : w * 0.25;
  const tip = tail === 'left' ? -w * 0.4 : w * 0.4;
  return group([
    rect(-w / 2, -h / 2, w, h, { fill, rx: Math.min(w, h) * 0.35 }),
    polygon([[tx - 12, h / 2 - 4], [tx + 12, h / 2 - 4], [tip, h / 2 + 24]], { fill }),
    content,
  ]);
}

/** Three dots ("..."), a heart, a lightbulb and a star: wordless bubble contents, centred. */
export const bubbleIcons = {
  dots: (color = C.blue700) => group([-18, 0, 18].map((x) => circle(x, 0, 6, { fill: color }))),
  heart: (color = C.terracotta) => path('M0,14 C-26,-4 -16,-24 0,-12 C16,-24 26,-4 0,14 Z', { fill: color }),
  bulb: (color = C.saffron) => group([circle(0, -6, 14, { fill: color }), rect(-7, 8, 14, 10, { fill: C.slate, rx: 2 }), ...[-40, 0, 40].map((a) => line(0, -26, 0, -32, { stroke: color, strokeWidth: 3, transform: `rotate(${a} 0 -6)` }))]),
  star: (color = C.saffron) => polygon(Array.from({ length: 10 }, (_, i) => {
    const a = (i * 36 * Math.PI) / 180;
    const r = i % 2 ? 7 : 16;
    return [Math.sin(a) * r, -Math.cos(a) * r];
  }), { fill: color }),
  lines: (color = C.blue300) => group([rect(-26, -10, 52, 6, { fill: color, rx: 3 }), rect(-26, 4, 36, 6, { fill: color, rx: 3 })]),
};

/** A burst of sparkles (for celebrations) around (0,0). */
export function sparkles(rng, count = 12, r = 120, colors = [C.marigold, C.snow, C.coral]) {
  return group(Array.from({ length: count }, () => {
    const a = rng.range(0, Math.PI * 2);
    const dist = rng.range(r * 0.3, r);
    const s = rng.range(3, 7);
    const x = Math.cos(a) * dist;
    const y = Math.sin(a) * dist;
    return path(`M${x},${y - s * 2} L${x + s * 0.5},${y - s * 0.5} L${x + s * 2},${y} L${x + s * 0.5},${y + s * 0.5} L${x},${y + s * 2} L${x - s * 0.5},${y + s * 0.5} L${x - s * 2},${y} L${x - s * 0.5},${y - s * 0.5} Z`, { fill: rng.pick(colors) });
  }));
}

/** A dotted path (trail) through points, e.g. footpaths on maps and hills. */
export function dottedTrail(pts, color = C.cream, width = 4) {
  return path(`M${pts.map((p) => p.join(',')).join(' L')}`, { fill: 'none', stroke: color, strokeWidth: width, strokeDasharray: `${width * 2} ${width * 2}`, strokeLinecap: 'round' });
}

