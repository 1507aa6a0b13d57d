// Wide curriculum banners (1600 x 640): preschool playroom, primary classroom, middle-school lab
// and library, senior college graduation.
import { C, SKIN } from '../palette.mjs';
import { at, circle, ellipse, group, rect } from '../lib/svg.mjs';
import { himalayanBackdrop, hills, prayerFlags, tree } from '../motifs/landscape.mjs';
import { collegeBuilding } from '../motifs/buildings.mjs';
import { person, student, toddler } from '../motifs/people.mjs';
import { blackboard, bookshelf, bookStack, chair, chalkDoodles, desk, globe, gradCap, openBook, BOOK_COLOURS } from '../motifs/learning.mjs';
import { atom, beaker, flask, microscope, testTubes } from '../motifs/science.mjs';
import { beachBall, blockTower, stackingRings, teddy, xylophone } from '../motifs/toys.mjs';
import { bunting, sparkles } from '../motifs/festive.mjs';
import { framedPicture, pictures } from '../motifs/activities.mjs';
import { crowd, floorShadow, interior, windowView } from './common.mjs';

/** A round play rug centred at (x, y). */
export function playRug(x, y, rx) {
  return group([
    ellipse(x, y, rx, rx * 0.22, { fill: C.blue400 }),
    ellipse(x, y, rx * 0.8, rx * 0.17, { fill: C.butter }),
    ellipse(x, y, rx * 0.55, rx * 0.12, { fill: C.coral }),
  ]);
}

export function preschoolBanner(d) {
  const { w, h } = d;
  const floorY = h * 0.7;
  return [
    interior(d, { wall: '#fdf0d5', wallLow: '#f8e3bd', floorY, floor: C.wheat }),
    bunting({ from: [0, 30], to: [w, 40], sag: 24, count: 22, size: 34 }),
    windowView(d, w * 0.06, h * 0.2, w * 0.17, h * 0.32),
    at(w * 0.33, h * 0.3, 1, framedPicture(110, 80, pictures.flower(110, 80))),
    at(w * 0.44, h * 0.26, 1, framedPicture(90, 110, pictures.sunset(90, 110), { frame: C.terracotta })),
    at(w * 0.88, h * 0.28, 1, framedPicture(120, 90, pictures.mountain(120, 90), { frame: C.blue600 })),
    playRug(w * 0.5, h * 0.88, w * 0.24),
    // low table with tiny chairs
    at(w * 0.24, h * 0.93, 0.8, chair(C.green500, 110)),
    at(w * 0.36, h * 0.93, 0.8, chair(C.blue500, 110)),
    floorShadow(w * 0.3, h * 0.94, 130),
    at(w * 0.3, h * 0.95, 1, desk(220, 80, { top: C.saffron, side: '#d99300' })),
    at(w * 0.26, h * 0.95 - 80, 0.9, blockTower([[C.terracotta, 'star']], 40)),
    at(w * 0.34, h * 0.95 - 80, 0.5, stackingRings()),
    // toys on the floor
    at(w * 0.66, h * 0.94, 1.1, blockTower([[C.blue500, 'square'], [C.saffron, 'circle'], [C.terracotta, 'triangle'], [C.green500, 'star']], 52)),
    at(w * 0.75, h * 0.94, 1.1, blockTower([[C.plum, 'circle'], [C.green500, 'triangle']], 52)),
    at(w * 0.87, h * 0.95, 1.1, teddy()),
    at(w * 0.57, h * 0.9, 1, beachBall(32)),
    at(w * 0.46, h * 0.98, 0.9, xylophone()),
    crowd([
      { x: w * 0.13, y: h * 0.97, make: () => toddler(d.rng, { pose: 'wave' }) },
      { x: w * 0.6, y: h * 0.96, make: () => toddler(d.rng, { pose: 'reach' }) },
      { x: w * 0.8, y: h * 0.99, make: () => toddler(d.rng, { pose: 'cheer' }) },
      { x: w * 0.95, y: h * 0.99, make: () => person({ skin: SKIN[2], hair: 'bun', outfit: 'kurta', top: C.teal, bottom: C.blue800, accent: C.gold, pose: 'stand' }) },
    ], { yFar: h * 0.9, yNear: h, sFar: 2.6, sNear: 2.7 }),
  ].join('');
}

/** A row of pupils seen from behind, sitting at desks (the desks are beyond them), some raising hands. */
function pupilsFromBehind(d, { y, x0, x1, count, s }) {
  const out = [];
  for (let i = 0; i < count; i += 1) {
    const x = x0 + ((x1 - x0) * (i + 0.5)) / count;
    out.push(at(x, y, s, group([
      at(0, -14, 1, desk(58, 30)),
      at(20, -44, 0.22, bookStack([d.rng.pick(BOOK_COLOURS), d.rng.pick(BOOK_COLOURS)])),
      student(d.rng, { facing: 'back', legs: false, backpack: false, pose: d.rng.chance(0.5) ? 'raise' : 'stand' }),
    ])));
  }
  return out.join('');
}

export function primaryBanner(d) {
  const { w, h } = d;
  const floorY = h * 0.74;
  return [
    interior(d, { wall: C.blue100, wallLow: '#d3e2f6', floorY, floor: C.wheat }),
    at(w * 0.42, h * 0.1, 1, blackboard(560, 230, at(0, 115, 1, chalkDoodles()))),
    windowView(d, w * 0.8, h * 0.14, w * 0.13, h * 0.34),
    at(w * 0.07, floorY + 4, 0.9, bookshelf(d.rng, { w: 170, h: 240, rows: 3 })),
    at(w * 0.66, floorY + 10, 1.2, desk(150, 70)),
    at(w * 0.63, floorY - 74, 0.7, globe(34)),
    at(w * 0.7, floorY - 74, 0.9, bookStack([C.terracotta, C.blue600, C.saffron], { w: 60, h: 11 })),
    at(w * 0.2, floorY + 14, 2.6, person({ skin: SKIN[1], hair: 'bun', outfit: 'sari', top: C.terracotta, accent: C.saffron, pose: 'point' })),
    pupilsFromBehind(d, { y: h * 0.93, x0: w * 0.3, x1: w * 0.95, count: 5, s: 2.6 }),
    pupilsFromBehind(d, { y: h * 1.12, x0: w * 0.24, x1: w * 1.02, count: 4, s: 3.6 }),
  ].join('');
}

/** A lab bench with glassware, centred on x, top at y. */
function labBench(x, y, w) {
  return group([
    rect(x - w / 2, y, w, 16, { fill: C.slate }),
    rect(x - w / 2 + 10, y + 16, w - 20, 150, { fill: C.blue800 }),
    ...[0, 1, 2].map((i) => rect(x - w / 2 + 24 + (i * (w - 48)) / 3, y + 34, (w - 48) / 3 - 14, 110, { fill: C.blue700, rx: 4 })),
    at(x - w * 0.42, y, 0.9, flask(C.terracotta)),
    at(x - w * 0.31, y, 1, beaker(C.green400)),
    at(x + w * 0.02, y, 0.9, testTubes()),
    at(x + w * 0.15, y, 1.2, flask(C.saffron, 80)),
    at(x + w * 0.38, y, 1, microscope()),
  ]);
}

/** A wall chart of coloured element tiles (no lettering), top-left at (x, y). */
function elementChart(d, x, y, cols = 9, rows = 4, s = 22) {
  const tiles = [];
  for (let r = 0; r < rows; r += 1) {
    for (let c = 0; c < cols; c += 1) {
      if (r === 0 && c > 0 && c < cols - 1) continue;
      tiles.push(rect(x + c * (s + 4), y + r * (s + 4), s, s, { fill: d.rng.pick([C.blue300, C.saffron, C.coral, C.green300, C.blue400]), rx: 3 }));
    }
  }
  return group([rect(x - 12, y - 12, cols * (s + 4) + 20, rows * (s + 4) + 20, { fill: C.snow, rx: 6 }), ...tiles]);
}

export function middleBanner(d) {
  const { w, h } = d;
  const floorY = h * 0.76;
  return [
    interior(d, { wall: '#e8eef6', wallLow: '#d6e2f1', floorY, floor: '#d9c8a8' }),
    rect(0, 0, w * 0.34, floorY, { fill: '#f3e6cc' }),
    at(w * 0.08, floorY + 6, 1, bookshelf(d.rng, { w: 220, h: 360, rows: 4 })),
    at(w * 0.24, floorY + 6, 1, bookshelf(d.rng, { w: 220, h: 360, rows: 4 })),
    elementChart(d, w * 0.44, h * 0.1),
    at(w * 0.8, h * 0.28, 0.9, group([circle(0, 0, 100, { fill: C.snow }), atom(80)])),
    windowView(d, w * 0.9, h * 0.12, w * 0.08, h * 0.3, { bars: false }),
    at(w * 0.55, h * 0.9, 3.2, student(d.rng, { age: 'teen', pose: 'hold', backpack: false })),
    at(w * 0.75, h * 0.9, 3.2, student(d.rng, { age: 'teen', pose: 'reach', backpack: false })),
    labBench(w * 0.62, h * 0.7, w * 0.46),
    at(w * 0.3, h * 1.04, 3.1, student(d.rng, { age: 'teen', pose: 'hold', backpack: false, holdRight: at(-9, -2, 0.16, openBook(C.blue600)) })),
  ].join('');
}

export function seniorBanner(d) {
  const { w, h } = d;
  const grads = Array.from({ length: 9 }, (_, i) => ({
    x: w * (0.08 + i * 0.105) + d.rng.jitter(0, 14), y: h * (0.9 + (i % 3) * 0.04),
    make: () => person({
      age: 'teen', skin: d.rng.pick(SKIN), hair: d.rng.pick(['short', 'long', 'bun', 'ponytail']), outfit: 'gown', top: C.blue800,
      accent: C.saffron, pose: d.rng.pick(['cheer', 'cheer', 'wave', 'raise']),
    }),
  }));
  const caps = Array.from({ length: 7 }, (_, i) => at(w * (0.12 + i * 0.13) + d.rng.jitter(0, 30), h * d.rng.range(0.08, 0.32), d.rng.range(0.7, 1), gradCap(36), { rot: d.rng.range(-30, 30) }));
  return [
    himalayanBackdrop(d, { horizon: h * 0.56, sunAt: [w * 0.86, h * 0.16], peaks: 7 }),
    hills(d, { baseY: h * 0.7, amp: h * 0.05, color: C.green500 }),
    at(w * 0.5, h * 0.78, 0.82, collegeBuilding()),
    at(w * 0.18, h * 0.78, 0.9, tree('round')),
    at(w * 0.82, h * 0.78, 1, tree('poplar')),
    rect(0, h * 0.77, w, h * 0.23, { fill: C.green400 }),
    prayerFlags(d, { from: [-10, h * 0.05], to: [w * 0.3, h * 0.2], sag: 14, count: 12, size: 18 }),
    ...caps,
    at(w * 0.5, h * 0.25, 1, sparkles(d.rng, 26, w * 0.45)),
    crowd(grads, { yFar: h * 0.9, yNear: h * 0.98, sFar: 2.2, sNear: 2.5 }),
  ].join('');
}

