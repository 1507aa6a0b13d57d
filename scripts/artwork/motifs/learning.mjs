// Classroom and library motifs: books, shelves, blackboard, desks, chairs, globe, caps and diplomas.
// Each is drawn resting on y = 0 (or centred where noted) in its own units.
import { C } from '../palette.mjs';
import { at, circle, ellipse, group, line, path, polygon, rect } from '../lib/svg.mjs';
import { gradCapShape } from './people.mjs';

export const BOOK_COLOURS = [C.blue700, C.terracotta, C.saffron, C.green600, C.blue400, C.maroon, C.teal, C.plum];

/** A closed book lying flat, seen from the side: w x h, resting on y = 0. */
export function bookFlat(color, w = 70, h = 12) {
  return group([
    rect(-w / 2, -h, w, h, { fill: color, rx: 2 }),
    rect(-w / 2 + 4, -h + 3, w - 6, h - 6, { fill: C.cream }),
    line(-w / 2 + 6, -h / 2, w / 2 - 4, -h / 2, { stroke: C.wheat, strokeWidth: 1 }),
  ]);
}

/** A pile of flat books, bottom to top. */
export function bookStack(colors, { w = 70, h = 12 } = {}) {
  return group(colors.map((c, i) => at((i % 2 ? 1 : -1) * (i * 1.5), -i * h, 1, bookFlat(c, w - i * 4, h))));
}

/** An upright book on a shelf: spine w x h with two bands. */
export function bookUpright(color, w = 14, h = 60, lean = 0) {
  return at(0, 0, 1, group([
    rect(-w / 2, -h, w, h, { fill: color, rx: 1.5 }),
    rect(-w / 2, -h + 8, w, 3, { fill: C.snow, opacity: 0.5 }),
    rect(-w / 2, -14, w, 3, { fill: C.snow, opacity: 0.5 }),
  ]), { rot: lean });
}

/** A wooden bookshelf w x h with `rows` shelves of random books. Base at y = 0, centred. */
export function bookshelf(rng, { w = 260, h = 320, rows = 4, wood = C.wood } = {}) {
  const parts = [rect(-w / 2, -h, w, h, { fill: wood }), rect(-w / 2 + 10, -h + 10, w - 20, h - 20, { fill: C.woodDark })];
  const rowH = (h - 20) / rows;
  for (let r = 0; r < rows; r += 1) {
    const base = -10 - r * rowH;
    parts.push(rect(-w / 2 + 10, base - 6, w - 20, 6, { fill: wood }));
    let x = -w / 2 + 16;
    while (x < w / 2 - 30) {
      const bw = rng.range(10, 18);
      const bh = rng.range(rowH * 0.55, rowH * 0.85);
      const lean = rng.chance(0.08) ? 12 : 0;
      parts.push(at(x + bw / 2, base - 6, 1, bookUpright(rng.pick(BOOK_COLOURS), bw, bh, lean)));
      x += bw + (lean ? 8 : 1.5);
    }
  }
  return group(parts);
}

/** An open book centred on (0,0), seen from above at a slight angle, with lines of "text". */
export function openBook(color = C.blue700, w = 120) {
  const h = w * 0.62;
  const lines = [];
  for (let i = 0; i < 6; i += 1) {
    const y = -h * 0.3 + i * h * 0.11;
    lines.push(line(-w * 0.42, y + 2, -w * 0.08, y, { stroke: C.grey, strokeWidth: 2, opacity: 0.5 }));
    lines.push(line(w * 0.08, y, w * 0.42, y + 2, { stroke: C.grey, strokeWidth: 2, opacity: 0.5 }));
  }
  return group([
    path(`M${-w / 2 - 4},${-h / 2 + 6} L0,${-h / 2 + 2} L${w / 2 + 4},${-h / 2 + 6} L${w / 2 + 4},${h / 2 + 6} L0,${h / 2 + 2} L${-w / 2 - 4},${h / 2 + 6} Z`, { fill: color }),
    path(`M${-w / 2},${-h / 2} Q${-w / 4},${-h / 2 - 6} 0,${-h / 2 + 4} L0,${h / 2} Q${-w / 4},${h / 2 - 8} ${-w / 2},${h / 2} Z`, { fill: C.snow }),
    path(`M${w / 2},${-h / 2} Q${w / 4},${-h / 2 - 6} 0,${-h / 2 + 4} L0,${h / 2} Q${w / 4},${h / 2 - 8} ${w / 2},${h / 2} Z`, { fill: '#f4efe4' }),
    ...lines,
  ]);
}

/** A green chalkboard w x h centred horizontally with its top at y = 0; `drawing` is chalk markup. */
export function blackboard(w = 400, h = 200, drawing = '') {
  return group([
    rect(-w / 2 - 10, -10, w + 20, h + 20, { fill: C.wood, rx: 4 }),
    rect(-w / 2, 0, w, h, { fill: '#2f5d4a' }),
    rect(-w / 2, 0, w, h, { fill: C.snow, opacity: 0.04 }),
    group(drawing, { stroke: C.cream, strokeWidth: 4, fill: 'none', strokeLinecap: 'round', strokeLinejoin: 'round', opacity: 0.85 }),
    rect(-w / 2 - 14, h + 6, w + 28, 8, { fill: C.woodDark }),
    rect(-w / 2 + 30, h + 1, 20, 5, { fill: C.snow }),
  ]);
}

/** Chalk doodles for a primary classroom board (centred at 0,0): mountains, sun, shapes, sums as dots. */
export function chalkDoodles() {
  return group([
    path('M-150,50 L-110,-10 L-85,20 L-55,-30 L-15,50'),
    circle(-120, -50, 14),
    path('M20,-40 h40 v40 h-40 Z'),
    path('M90,0 L110,-40 L130,0 Z'),
    circle(160, -20, 20),
    path('M30,40 h20 M40,30 v20 M70,40 h20'),
    ...[0, 1, 2].map((i) => circle(110 + i * 16, 40, 3)),
  ]);
}

/** A pupil's desk seen from the front, top at y = -h, w wide. */
export function desk(w = 120, h = 60, { top = C.wood, side = C.woodDark } = {}) {
  return group([
    rect(-w / 2, -h, w, 10, { fill: top, rx: 2 }),
    rect(-w / 2 + 6, -h + 10, w - 12, h * 0.45, { fill: side }),
    rect(-w / 2 + 6, -h + 10, 6, h - 10, { fill: side }),
    rect(w / 2 - 12, -h + 10, 6, h - 10, { fill: side }),
  ]);
}

/** A chair seen from the front, seat at y = -h*0.5, for grown-ups or (small) for preschool. */
export function chair(color = C.saffron, h = 80) {
  const w = h * 0.55;
  return group([
    rect(-w / 2, -h, w, h * 0.42, { fill: color, rx: 6 }),
    rect(-w / 2 - 3, -h * 0.52, w + 6, h * 0.1, { fill: color, rx: 3 }),
    rect(-w / 2, -h * 0.45, 5, h * 0.45, { fill: color }),
    rect(w / 2 - 5, -h * 0.45, 5, h * 0.45, { fill: color }),
    rect(-w / 2, -h * 0.45, w, h * 0.05, { fill: '#000', opacity: 0.12 }),
  ]);
}

/** A desk globe on a stand, base on y = 0, about 100 tall. */
export function globe(r = 40) {
  return group([
    rect(-r * 0.5, -8, r, 8, { fill: C.woodDark, rx: 3 }),
    rect(-3, -r * 0.6, 6, r * 0.55, { fill: C.woodDark }),
    circle(0, -r * 1.55, r, { fill: C.blue400 }),
    path(`M${-r * 0.6},${-r * 2.1} q${r * 0.3},${-r * 0.2} ${r * 0.5},${r * 0.05} q${r * 0.2},${r * 0.3} ${-r * 0.05},${r * 0.5} q${-r * 0.3},${r * 0.1} ${-r * 0.45},${-r * 0.1} Z`, { fill: C.green400 }),
    path(`M${r * 0.15},${-r * 1.5} q${r * 0.4},${-r * 0.15} ${r * 0.6},${r * 0.15} q0,${r * 0.45} ${-r * 0.35},${r * 0.6} q${-r * 0.3},${-r * 0.25} ${-r * 0.25},${-r * 0.75} Z`, { fill: C.green400 }),
    path(`M${-r * 0.75},${-r * 1.25} q${r * 0.25},0 ${r * 0.3},${r * 0.3} q${-r * 0.2},${r * 0.1} ${-r * 0.3},${-r * 0.3} Z`, { fill: C.green400 }),
    path(`M${-r * 1.15},${-r * 1.55} A${r * 1.15},${r * 1.15} 0 0 0 ${r * 0.2},${-r * 0.42}`, { fill: 'none', stroke: C.gold, strokeWidth: 5 }),
    ellipse(-r * 0.35, -r * 1.9, r * 0.28, r * 0.16, { fill: C.snow, opacity: 0.35 }),
  ]);
}

/** A mortarboard centred on (0,0), s = size in px of its half-width. */
export function gradCap(s = 60, color = C.ink) {
  return at(0, s * 0.7, s / 1.6, gradCapShape(color));
}

/** A rolled diploma tied with a ribbon, centred on (0,0), about 120 long. */
export function diploma() {
  return group([
    rect(-60, -12, 120, 24, { fill: C.cream, rx: 12 }),
    ellipse(60, 0, 7, 12, { fill: C.wheat }),
    rect(-8, -13, 12, 26, { fill: C.terracotta }),
    polygon([[-2, 12], [-12, 34], [-4, 30], [0, 38], [2, 12]], { fill: C.terracotta }),
  ]);
}

/** A pencil lying at an angle, centred, about 120 long. */
export function pencil(color = C.saffron) {
  return group([
    rect(-50, -6, 90, 12, { fill: color }),
    polygon([[40, -6], [60, 0], [40, 6]], { fill: C.wheat }),
    polygon([[54, -2], [60, 0], [54, 2]], { fill: C.ink }),
    rect(-60, -6, 12, 12, { fill: C.coral }),
  ]);
}
