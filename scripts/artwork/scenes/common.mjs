// Building blocks shared by scenes: room interiors, windows with a mountain view, card vignettes,
// ground planes, crowds placed in depth, and the warm light and grain finish.
import { C } from '../palette.mjs';
import { at, circle, ellipse, group, lerp, line, rect } from '../lib/svg.mjs';
import { simplePeaks } from '../motifs/landscape.mjs';
import { shadow } from '../motifs/people.mjs';

/** A room: wall down to floorY, a skirting board and a wooden floor with plank lines. */
export function interior(d, { wall = C.sand, wallLow, floorY = d.h * 0.72, floor = C.wheat, planks = true } = {}) {
  const parts = [
    rect(0, 0, d.w, floorY, { fill: wallLow ? d.linear([[0, wall], [1, wallLow]]) : wall }),
    rect(0, floorY, d.w, d.h - floorY, { fill: floor }),
    rect(0, floorY - 12, d.w, 12, { fill: C.woodDark, opacity: 0.35 }),
  ];
  if (planks) {
    for (let y = floorY + 26, i = 0; y < d.h; y += 22 + i * 6, i += 1) parts.push(line(0, y, d.w, y, { stroke: C.wood, strokeWidth: 2, opacity: 0.25 }));
  }
  return group(parts);
}

/** A framed window at (x, y) of w x h looking out at snowy peaks. */
export function windowView(d, x, y, w, h, { frame = C.snow, bars = true } = {}) {
  const clip = d.clip(rect(x, y, w, h));
  const view = group([
    rect(x, y, w, h, { fill: d.linear([[0, C.blue300], [1, C.blue100]]) }),
    simplePeaks(x - w * 0.1, y + h * 0.84, w * 1.2, h * 0.55, { color: C.blue400 }),
    rect(x, y + h * 0.82, w, h * 0.18, { fill: C.green400 }),
  ], { clipPath: clip });
  const parts = [rect(x - 10, y - 10, w + 20, h + 20, { fill: frame, rx: 4 }), view];
  if (bars) parts.push(line(x + w / 2, y, x + w / 2, y + h, { stroke: frame, strokeWidth: 8 }), line(x, y + h / 2, x + w, y + h / 2, { stroke: frame, strokeWidth: 8 }));
  parts.push(rect(x - 16, y + h + 6, w + 32, 10, { fill: frame, rx: 3 }));
  return group(parts);
}

/**
 * The card background used by vignette-style images: a soft colour field, a large pale disc behind
 * the subject and a few drifting dots and rings.
 */
export function vignette(d, { bg = C.cream, disc = C.blue100, cx = d.w / 2, cy = d.h * 0.5, r = d.h * 0.42, accents = [C.saffron, C.terracotta, C.blue400] } = {}) {
  const parts = [rect(0, 0, d.w, d.h, { fill: bg }), circle(cx, cy, r, { fill: disc })];
  for (let i = 0; i < 9; i += 1) {
    const x = d.rng.range(0.05, 0.95) * d.w;
    const y = d.rng.range(0.06, 0.94) * d.h;
    if (Math.hypot(x - cx, y - cy) < r * 1.05) continue;
    const color = d.rng.pick(accents);
    parts.push(d.rng.chance(0.5)
      ? circle(x, y, d.rng.range(4, 9), { fill: color, opacity: 0.7 })
      : circle(x, y, d.rng.range(7, 12), { fill: 'none', stroke: color, strokeWidth: 3, opacity: 0.6 }));
  }
  return group(parts);
}

/** Ground from y to the bottom, optionally a gradient. */
export function ground(d, y, color = C.green400, colorLow = null) {
  return rect(0, y, d.w, d.h - y, { fill: colorLow ? d.linear([[0, color], [1, colorLow]]) : color });
}

/**
 * Figures in depth: each item {x, y, make: () => markup}; scale grows from sFar at yFar to sNear
 * at yNear, items are sorted back to front and get a ground shadow.
 */
export function crowd(items, { yFar, yNear, sFar, sNear, shadows = true }) {
  return items
    .slice()
    .sort((a, b) => a.y - b.y)
    .map(({ x, y, make, s }) => {
      const scale = s ?? lerp(sFar, sNear, (y - yFar) / (yNear - yFar || 1));
      return at(x, y, scale, group([shadows ? shadow(13) : '', make()]));
    })
    .join('');
}

/** Warm low-sun wash from one side (morning or evening light). */
export function warmLight(d, { from = 'left', color = C.marigold, opacity = 0.18 } = {}) {
  const dir = from === 'left' ? [0, 0, 1, 0.4] : [1, 0, 0, 0.4];
  return rect(0, 0, d.w, d.h, { fill: d.linear([[0, color, opacity], [0.6, color, 0]], dir) });
}

/** A soft shadow ellipse under an object on the floor. */
export const floorShadow = (x, y, rx, ry = rx * 0.18) => ellipse(x, y, rx, ry, { fill: '#000', opacity: 0.1 });
