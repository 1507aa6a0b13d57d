// School-level cards and core-value cards (800 x 600), drawn as vignettes: a subject on a soft
// disc, in the shared palette.
import { C, SKIN } from '../palette.mjs';
import { at, path, rect } from '../lib/svg.mjs';
import { hills, simplePeaks, sky, sun, tree } from '../motifs/landscape.mjs';
import { clockFace, collegeBuilding } from '../motifs/buildings.mjs';
import { person, student, toddler } from '../motifs/people.mjs';
import { blackboard, bookStack, chalkDoodles, diploma, globe, openBook, pencil } from '../motifs/learning.mjs';
import { atom, flask } from '../motifs/science.mjs';
import { beachBall, blockTower, stackingRings, teddy } from '../motifs/toys.mjs';
import { bubbleIcons, kite, sapling, speechBubble, wateringCan } from '../motifs/festive.mjs';
import { crowd, floorShadow, vignette } from './common.mjs';

const groundBand = (d, y, color = C.sand) => rect(0, y, d.w, d.h - y, { fill: color });

export function levelPreschool(d) {
  const { w, h } = d;
  return [
    vignette(d, { bg: C.cream, disc: C.butter, cy: h * 0.46 }),
    groundBand(d, h * 0.8, C.wheat),
    floorShadow(w * 0.5, h * 0.8, 260),
    at(w * 0.25, h * 0.82, 1.2, blockTower([[C.blue500, 'square'], [C.terracotta, 'triangle'], [C.saffron, 'star']], 54)),
    at(w * 0.5, h * 0.84, 3.2, toddler(d.rng, { pose: 'cheer' })),
    at(w * 0.74, h * 0.83, 1.3, teddy()),
    at(w * 0.88, h * 0.82, 0.9, stackingRings()),
    at(w * 0.38, h * 0.86, 1, beachBall(26)),
  ].join('');
}

export function levelPrimary(d) {
  const { w, h } = d;
  return [
    vignette(d, { bg: C.cream, disc: C.blue100 }),
    at(w * 0.5, h * 0.14, 0.8, blackboard(520, 200, at(0, 100, 0.9, chalkDoodles()))),
    groundBand(d, h * 0.84, C.wheat),
    crowd([
      { x: w * 0.36, y: h * 0.94, make: () => student(d.rng, { pose: 'wave' }) },
      { x: w * 0.62, y: h * 0.95, make: () => student(d.rng, { pose: 'raise' }) },
    ], { yFar: h * 0.94, yNear: h * 0.95, sFar: 3.3, sNear: 3.3 }),
    at(w * 0.84, h * 0.9, 1, bookStack([C.blue600, C.terracotta, C.saffron, C.green600])),
    at(w * 0.15, h * 0.9, 0.8, pencil(), { rot: -20 }),
  ].join('');
}

export function levelMiddle(d) {
  const { w, h } = d;
  return [
    vignette(d, { bg: C.cream, disc: '#dcebd5' }),
    at(w * 0.22, h * 0.3, 0.7, atom(100)),
    at(w * 0.8, h * 0.58, 1.1, globe(44)),
    at(w * 0.2, h * 0.86, 1.1, flask(C.terracotta)),
    groundBand(d, h * 0.86, C.wheat),
    at(w * 0.5, h * 0.98, 3.6, student(d.rng, { age: 'teen', pose: 'hold', holdRight: at(-8, 0, 0.18, openBook(C.blue600)) })),
    at(w * 0.8, h * 0.92, 1.1, bookStack([C.green600, C.saffron, C.blue600])),
  ].join('');
}

export function levelHigherSecondary(d) {
  const { w, h } = d;
  return [
    sky(d, { top: C.blue300, bottom: C.blue100 }),
    sun(d, w * 0.82, h * 0.18, 34),
    simplePeaks(-40, h * 0.6, w + 80, h * 0.34, { count: 4, color: C.blue400 }),
    hills(d, { baseY: h * 0.68, amp: 30, color: C.green500 }),
    at(w * 0.5, h * 0.76, 0.8, collegeBuilding()),
    rect(0, h * 0.75, w, h * 0.25, { fill: C.green400 }),
    crowd([
      { x: w * 0.3, y: h * 1.02, make: () => person({ age: 'teen', skin: SKIN[2], hair: 'long', outfit: 'gown', top: C.blue800, accent: C.saffron, gradCap: true, pose: 'wave' }) },
      { x: w * 0.7, y: h * 1.02, make: () => person({ age: 'teen', skin: SKIN[4], hair: 'short', outfit: 'gown', top: C.blue800, accent: C.saffron, gradCap: true, pose: 'hold', holdRight: at(-6, 0, 0.18, diploma()) }) },
    ], { yFar: h, yNear: h * 1.02, sFar: 3.6, sNear: 3.6 }),
  ].join('');
}

export function valueDiscipline(d) {
  const { w, h } = d;
  const line6 = Array.from({ length: 6 }, (_, i) => ({ x: w * (0.14 + i * 0.145), y: h * 0.92, make: () => student(d.rng, { pose: 'stand', backpack: false }) }));
  return [
    vignette(d, { bg: C.cream, disc: C.blue100, cy: h * 0.3, r: h * 0.3 }),
    clockFace(w * 0.5, h * 0.26, 96, { hours: 8, minutes: 0 }),
    groundBand(d, h * 0.82, C.wheat),
    ...Array.from({ length: 7 }, (_, i) => rect(w * 0.07 + i * w * 0.145, h * 0.82, 8, h * 0.18, { fill: C.wood, opacity: 0.3 })),
    crowd(line6, { yFar: h * 0.92, yNear: h * 0.93, sFar: 2.6, sNear: 2.6 }),
  ].join('');
}

export function valueResponsibility(d) {
  const { w, h } = d;
  return [
    sky(d, { top: C.blue200, bottom: C.cream }),
    sun(d, w * 0.16, h * 0.18, 40),
    hills(d, { baseY: h * 0.62, amp: 40, color: C.green400 }),
    rect(0, h * 0.7, w, h * 0.3, { fill: C.green500 }),
    ...[0.12, 0.88].map((x) => at(w * x, h * 0.72, 1.1, tree('round'))),
    at(w * 0.5, h * 0.9, 1.6, sapling(110)),
    at(w * 0.34, h * 0.98, 3.4, student(d.rng, { pose: 'reach', backpack: false, holdRight: at(4, -4, 0.25, wateringCan()) })),
    at(w * 0.68, h * 0.98, 3.4, person({ skin: SKIN[3], hair: 'bun', outfit: 'kurta', top: C.terracotta, bottom: C.blue800, pose: 'stand' })),
  ].join('');
}

export function valueIndividuality(d) {
  const { w, h } = d;
  const kites = [];
  for (let r = 0; r < 3; r += 1) {
    for (let c = 0; c < 6; c += 1) {
      if (r === 0 && c === 3) continue;
      kites.push(at(w * (0.1 + c * 0.16) + (r % 2) * 40, h * (0.2 + r * 0.17), 0.55, kite(C.blue500, C.blue300, { tail: true }), { rot: -10 }));
    }
  }
  return [
    sky(d, { top: C.blue300, bottom: C.blue100 }),
    ...kites,
    at(w * 0.6, h * 0.14, 1.15, kite(C.terracotta, C.saffron), { rot: 12 }),
    path(`M${w * 0.6},${h * 0.14 + 48} Q${w * 0.62},${h * 0.5} ${w * 0.52},${h * 0.78}`, { fill: 'none', stroke: C.slate, strokeWidth: 1.5 }),
    hills(d, { baseY: h * 0.86, amp: 40, color: C.green500 }),
    at(w * 0.5, h * 0.99, 2.4, student(d.rng, { pose: 'wave', backpack: false })),
  ].join('');
}

export function valueSoftSkills(d) {
  const { w, h } = d;
  const left = person({ age: 'teen', skin: SKIN[1], hair: 'ponytail', outfit: 'skirt', top: C.snow, bottom: C.blue800, tie: C.terracotta, socks: C.snow, pose: { arms: { l: [8, 4], r: [55, 75] }, legs: { l: [2, 1], r: [2, 1] } } });
  const right = person({ age: 'teen', skin: SKIN[4], hair: 'short', top: C.snow, bottom: C.blue800, tie: C.terracotta, pose: { arms: { l: [55, 75], r: [8, 4] }, legs: { l: [2, 1], r: [2, 1] } } });
  return [
    vignette(d, { bg: C.cream, disc: '#fbe8d9', cy: h * 0.55 }),
    groundBand(d, h * 0.9, C.wheat),
    floorShadow(w * 0.5, h * 0.92, 200),
    at(w * 0.37, h * 0.94, 3.6, left),
    at(w * 0.63, h * 0.94, 3.6, right),
    at(w * 0.22, h * 0.2, 1.1, speechBubble(140, 84, { content: bubbleIcons.bulb(), tail: 'right' })),
    at(w * 0.78, h * 0.18, 1.1, speechBubble(140, 84, { content: bubbleIcons.heart(), tail: 'left', fill: C.butter })),
    at(w * 0.5, h * 0.1, 0.9, speechBubble(120, 70, { content: bubbleIcons.dots(), tail: 'left', fill: C.blue100 })),
  ].join('');
}
