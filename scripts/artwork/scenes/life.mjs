// School-life and "why choose us" cards (800 x 600): assembly, library, football, music and
// dance; parents meeting a teacher, the field trip, graduation day.
import { C, SKIN } from '../palette.mjs';
import { at, circle, line, rect } from '../lib/svg.mjs';
import { himalayanBackdrop, hills, prayerFlags, road, terraces, tree } from '../motifs/landscape.mjs';
import { bus, flagpole, schoolBuilding, stupa } from '../motifs/buildings.mjs';
import { person, student } from '../motifs/people.mjs';
import { bookshelf, bookStack, desk, gradCap, openBook } from '../motifs/learning.mjs';
import { football, goal, madal, musicNote } from '../motifs/activities.mjs';
import { bubbleIcons, bunting, sparkles, speechBubble } from '../motifs/festive.mjs';
import { crowd, floorShadow, ground, interior, windowView } from './common.mjs';

export function assembly(d) {
  const { w, h } = d;
  const rows = [];
  for (let r = 0; r < 4; r += 1) {
    for (let c = 0; c < 7; c += 1) {
      rows.push({ x: w * (0.14 + c * 0.12) + r * 6, y: h * (0.7 + r * 0.09), make: () => student(d.rng, { facing: 'back', backpack: false, age: r < 2 ? 'child' : 'teen' }) });
    }
  }
  return [
    himalayanBackdrop(d, { horizon: h * 0.32, peaks: 4 }),
    at(w * 0.5, h * 0.52, 0.62, schoolBuilding({ time: [8, 0] })),
    ground(d, h * 0.52, C.sand, C.wheat),
    at(w * 0.16, h * 0.6, 0.9, flagpole(220)),
    rect(w * 0.36, h * 0.54, w * 0.28, h * 0.06, { fill: C.brick }),
    rect(w * 0.36, h * 0.54, w * 0.28, h * 0.015, { fill: C.terracotta }),
    at(w * 0.5, h * 0.55, 1.25, person({ skin: SKIN[3], hair: 'receding', hairColor: '#9b9ea4', topi: C.maroon, outfit: 'kurta', top: C.snow, bottom: C.snow, accent: C.gold, pose: 'wave' })),
    rect(w * 0.5 + 18, h * 0.47, 3, h * 0.08, { fill: C.slate }),
    circle(w * 0.5 + 19.5, h * 0.47, 5, { fill: C.ink }),
    crowd(rows, { yFar: h * 0.7, yNear: h * 0.97, sFar: 1.3, sNear: 1.7 }),
  ].join('');
}

export function libraryReading(d) {
  const { w, h } = d;
  const floorY = h * 0.7;
  const reader = (x) => at(x, h * 0.93, 3.4, student(d.rng, { backpack: false, legs: false, pose: 'hold', holdRight: at(-8, 2, 0.2, openBook(d.rng.pick([C.blue600, C.terracotta, C.green600]))) }));
  return [
    interior(d, { wall: '#f3e6cc', floorY, floor: C.wheat }),
    at(w * 0.16, floorY + 4, 1, bookshelf(d.rng, { w: 200, h: 330, rows: 4 })),
    at(w * 0.84, floorY + 4, 1, bookshelf(d.rng, { w: 200, h: 330, rows: 4 })),
    windowView(d, w * 0.39, h * 0.1, w * 0.22, h * 0.28),
    reader(w * 0.36), reader(w * 0.64),
    floorShadow(w * 0.5, h * 0.98, 260),
    rect(w * 0.18, h * 0.74, w * 0.64, 18, { fill: C.wood, rx: 6 }),
    rect(w * 0.22, h * 0.74 + 18, 16, h * 0.24, { fill: C.woodDark }),
    rect(w * 0.78 - 16, h * 0.74 + 18, 16, h * 0.24, { fill: C.woodDark }),
    at(w * 0.5, h * 0.74, 0.9, bookStack([C.saffron, C.blue600, C.terracotta, C.green600])),
    at(w * 0.88, h * 0.99, 2.5, student(d.rng, { age: 'teen', backpack: false, pose: 'reach' })),
  ].join('');
}

export function footballMatch(d) {
  const { w, h } = d;
  const stripes = Array.from({ length: 6 }, (_, i) => rect(0, h * 0.55 + i * h * 0.075, w, h * 0.0375, { fill: C.green500, opacity: 0.5 }));
  const player = (team, pose) => student(d.rng, { backpack: false, outfit: 'shorts', top: team, bottom: C.snow, tie: null, socks: team, sleeves: 'short', pose, age: 'teen', hair: 'short' });
  return [
    himalayanBackdrop(d, { horizon: h * 0.42, peaks: 4 }),
    hills(d, { baseY: h * 0.52, amp: h * 0.05, color: C.green600 }),
    ground(d, h * 0.54, C.green400, C.green500),
    ...stripes,
    at(w * 0.82, h * 0.64, 0.9, goal(260, 100)),
    line(0, h * 0.6, w, h * 0.6, { stroke: C.snow, strokeWidth: 3, opacity: 0.8 }),
    crowd([
      { x: w * 0.3, y: h * 0.95, make: () => player(C.saffron, 'kick') },
      { x: w * 0.55, y: h * 0.86, make: () => player(C.blue600, 'run') },
      { x: w * 0.15, y: h * 0.78, make: () => player(C.saffron, 'run') },
      { x: w * 0.72, y: h * 0.76, make: () => player(C.blue600, 'jump') },
      { x: w * 0.83, y: h * 0.66, make: () => player(C.blue800, 'cheer') },
    ], { yFar: h * 0.66, yNear: h * 0.95, sFar: 1.4, sNear: 2.4 }),
    at(w * 0.45, h * 0.72, 1, football(22)),
    prayerFlags(d, { from: [-10, h * 0.08], to: [w + 10, h * 0.12], sag: 18, count: 16, size: 16 }),
  ].join('');
}

export function musicDance(d) {
  const { w, h } = d;
  const floorY = h * 0.72;
  const dancer = (pose, top, accent) => person({ age: 'teen', skin: d.rng.pick(SKIN), hair: 'bun', outfit: 'sari', top, accent, pose });
  const notes = Array.from({ length: 6 }, (_, i) => at(w * (0.15 + i * 0.14), h * d.rng.range(0.12, 0.3), d.rng.range(0.9, 1.3), musicNote(d.rng.pick([C.blue700, C.terracotta, C.saffron]), i % 2 === 0), { rot: d.rng.range(-15, 15) }));
  return [
    interior(d, { wall: '#f7dcc6', wallLow: '#f1c9ab', floorY, floor: C.wood }),
    bunting({ from: [0, 20], to: [w, 20], sag: 30, count: 12, size: 30 }),
    ...notes,
    crowd([
      { x: w * 0.22, y: h * 0.95, make: () => person({ age: 'teen', skin: SKIN[4], hair: 'short', topi: C.terracotta, outfit: 'kurta', top: C.snow, bottom: C.snow, pose: 'drum', holdRight: at(-11, 2, 0.16, madal()) }) },
      { x: w * 0.48, y: h * 0.9, make: () => dancer('dance', C.terracotta, C.saffron) },
      { x: w * 0.68, y: h * 0.92, make: () => dancer('dance2', C.blue600, C.marigold) },
      { x: w * 0.86, y: h * 0.9, make: () => dancer('dance', C.green600, C.saffron) },
    ], { yFar: h * 0.9, yNear: h * 0.95, sFar: 3.2, sNear: 3.3 }),
  ].join('');
}

export function parentMeeting(d) {
  const { w, h } = d;
  const floorY = h * 0.74;
  return [
    interior(d, { wall: C.blue100, floorY, floor: C.wheat }),
    windowView(d, w * 0.68, h * 0.1, w * 0.2, h * 0.28),
    at(w * 0.14, floorY + 4, 0.9, bookshelf(d.rng, { w: 170, h: 260, rows: 3 })),
    at(w * 0.3, h * 0.9, 2.6, person({ skin: SKIN[3], hair: 'short', topi: C.maroon, outfit: 'trousers', top: C.sand, bottom: C.slate, legs: false, pose: 'stand' })),
    at(w * 0.45, h * 0.9, 2.4, person({ skin: SKIN[2], hair: 'bun', outfit: 'sari', top: C.plum, accent: C.saffron, legs: false, pose: 'stand' })),
    at(w * 0.72, h * 0.9, 2.6, person({ skin: SKIN[1], hair: 'long', outfit: 'kurta', top: C.blue600, bottom: C.blue800, accent: C.gold, legs: false, pose: 'wave' })),
    floorShadow(w * 0.5, h * 0.99, 300),
    at(w * 0.52, h * 1.02, 1, desk(w * 0.76, h * 0.26)),
    at(w * 0.63, h * 0.76, 0.7, openBook(C.green600)),
    at(w * 0.36, h * 0.77, 0.6, bookStack([C.terracotta, C.saffron])),
    at(w * 0.9, h * 1.0, 2.3, student(d.rng, { pose: 'wave' })),
    at(w * 0.3, h * 0.2, 1, speechBubble(110, 70, { content: bubbleIcons.heart(), tail: 'right' })),
    at(w * 0.58, h * 0.16, 1, speechBubble(120, 70, { content: bubbleIcons.dots(), tail: 'right', fill: C.butter })),
  ].join('');
}

export function fieldTrip(d) {
  const { w, h } = d;
  return [
    himalayanBackdrop(d, { horizon: h * 0.42, peaks: 4, sunAt: [w * 0.82, h * 0.12] }),
    terraces(d, { baseY: h * 0.5, amp: h * 0.08, bumps: 2, rows: 6, spacing: 14 }),
    hills(d, { baseY: h * 0.66, amp: h * 0.1, bumps: 2, color: C.green500 }),
    at(w * 0.72, h * 0.5, 0.55, stupa()),
    prayerFlags(d, { from: [w * 0.72, h * 0.5 - 160], to: [w * 0.98, h * 0.46], sag: 10, count: 9, size: 10 }),
    prayerFlags(d, { from: [w * 0.72, h * 0.5 - 160], to: [w * 0.5, h * 0.48], sag: 10, count: 9, size: 10 }),
    road([[w * 0.66, h * 0.56], [w * 0.5, h * 0.62], [w * 0.6, h * 0.74], [w * 0.3, h * 0.86], [w * 0.2, h * 1.05]], { width: 46 }),
    at(w * 0.12, h * 0.7, 0.9, tree('pine')),
    at(w * 0.88, h * 0.78, 1.1, tree('round')),
    at(w * 0.42, h * 0.86, 0.95, bus({ passengers: Array.from({ length: 6 }, () => ({ skin: d.rng.pick(SKIN), hair: C.ink })) }), { rot: -8 }),
  ].join('');
}

export function graduation(d) {
  const { w, h } = d;
  const caps = Array.from({ length: 9 }, (_, i) => at(w * (0.08 + i * 0.105) + d.rng.jitter(0, 20), h * d.rng.range(0.1, 0.5), d.rng.range(0.8, 1.3), gradCap(40), { rot: d.rng.range(-35, 35) }));
  const grads = Array.from({ length: 5 }, (_, i) => ({
    x: w * (0.12 + i * 0.19), y: h * (1.12 + (i % 2) * 0.06),
    make: () => person({ age: 'teen', skin: d.rng.pick(SKIN), hair: d.rng.pick(['short', 'long', 'bun']), outfit: 'gown', top: C.blue800, accent: C.saffron, pose: 'cheer' }),
  }));
  return [
    rect(0, 0, w, h, { fill: d.linear([[0, C.blue400], [1, C.blue200]]) }),
    circle(w * 0.5, h * 1.1, h * 0.8, { fill: C.blue100, opacity: 0.5 }),
    at(w * 0.5, h * 0.4, 1, sparkles(d.rng, 40, w * 0.5)),
    ...caps,
    crowd(grads, { yFar: h * 1.12, yNear: h * 1.18, sFar: 4, sNear: 4.2, shadows: false }),
  ].join('');
}
