// Home-page scenes: the campus hero, and the two video posters (campus band and about video).
import { C, SKIN } from '../palette.mjs';
import { at, group, path, polygon, rect } from '../lib/svg.mjs';
import { himalayanBackdrop, hills, prayerFlags, terraces, tree, treeLine } from '../motifs/landscape.mjs';
import { bus, collegeBuilding, flagpole, schoolBuilding } from '../motifs/buildings.mjs';
import { adult, person, student } from '../motifs/people.mjs';
import { crowd, ground, warmLight } from './common.mjs';

/** The campus setting shared by the hero and campus poster: peaks, terraces, school, courtyard. */
function campus(d, { horizon, schoolY, schoolX = d.w / 2, schoolScale = 1, time = [7, 45], sunAt }) {
  const { w, h } = d;
  return group([
    himalayanBackdrop(d, { horizon, sunAt, skyTop: C.blue300, skyBottom: '#fde9c4' }),
    terraces(d, { baseY: horizon + h * 0.1, amp: h * 0.09, bumps: 3, rows: 6, spacing: h * 0.022 }),
    hills(d, { baseY: schoolY - h * 0.04, amp: h * 0.05, bumps: 5, color: C.green500 }),
    treeLine(d, { y: schoolY - h * 0.03, count: 14, sMin: 0.45 * schoolScale, sMax: 0.75 * schoolScale, kinds: ['round', 'pine', 'poplar'], color: C.green600 }),
    ground(d, schoolY - 4, C.green400, C.green500),
    at(schoolX, schoolY, schoolScale, schoolBuilding({ time })),
    // courtyard path widening towards the viewer
    polygon([[schoolX - 60 * schoolScale, schoolY], [schoolX + 60 * schoolScale, schoolY], [schoolX + w * 0.28, h], [schoolX - w * 0.28, h]], { fill: C.sand }),
    polygon([[schoolX - 60 * schoolScale, schoolY], [schoolX - 48 * schoolScale, schoolY], [schoolX - w * 0.24, h], [schoolX - w * 0.28, h]], { fill: C.wheat }),
    polygon([[schoolX + 60 * schoolScale, schoolY], [schoolX + 48 * schoolScale, schoolY], [schoolX + w * 0.24, h], [schoolX + w * 0.28, h]], { fill: C.wheat }),
  ]);
}

/** Children (and a few parents) walking up the path to school, seen from behind. */
function arrivals(d, { x0, x1, yFar, yNear, sFar, sNear, count = 9 }) {
  const items = [];
  for (let i = 0; i < count; i += 1) {
    const y = yFar + ((yNear - yFar) * (i + d.rng.range(0, 0.6))) / count;
    const x = d.rng.range(x0, x1) + (y - yFar) * d.rng.jitter(0, 0.3);
    const parent = d.rng.chance(0.25);
    items.push({ x, y, make: () => (parent
      ? group([adult(d.rng, { facing: 'back', pose: 'walk', face: false }), at(16, 0, 1, student(d.rng, { facing: 'back', pose: 'walk', age: 'child' }))])
      : student(d.rng, { facing: 'back', pose: 'walk', age: d.rng.pick(['child', 'teen']) })) });
  }
  return crowd(items, { yFar, yNear, sFar, sNear });
}

export function hero(d) {
  const { w, h } = d;
  return [
    campus(d, { horizon: h * 0.5, schoolY: h * 0.74, schoolX: w * 0.56, schoolScale: 0.92, sunAt: [w * 0.2, h * 0.12] }),
    prayerFlags(d, { from: [-10, h * 0.1], to: [w * 0.3, h * 0.36], sag: 26, count: 16, size: 22 }),
    prayerFlags(d, { from: [w * 0.78, h * 0.3], to: [w + 10, h * 0.12], sag: 20, count: 10, size: 20 }),
    at(w * 0.3, h * 0.74, 1.1, tree('round')),
    at(w * 0.82, h * 0.76, 1.2, tree('round', { color: C.green700 })),
    at(w * 0.36, h * 0.76, 1, flagpole(190)),
    at(w * 0.13, h * 0.86, 0.95, bus({ passengers: [0, 1, 2, 3].map(() => ({ skin: d.rng.pick(SKIN), hair: C.ink })) })),
    arrivals(d, { x0: w * 0.48, x1: w * 0.64, yFar: h * 0.78, yNear: h * 0.98, sFar: 0.9, sNear: 1.7, count: 9 }),
    crowd([
      { x: w * 0.76, y: h * 0.93, make: () => student(d.rng, { pose: 'wave', age: 'child' }) },
      { x: w * 0.8, y: h * 0.95, make: () => person({ skin: SKIN[3], hair: 'bun', outfit: 'sari', top: C.blue600, accent: C.saffron, pose: 'wave' }) },
      { x: w * 0.27, y: h * 0.95, make: () => student(d.rng, { pose: 'walk', age: 'child' }) },
    ], { yFar: h * 0.9, yNear: h, sFar: 1.6, sNear: 1.8 }),
    warmLight(d, { from: 'left', opacity: 0.12 }),
  ].join('');
}

/** Campus video poster: the school in the afternoon from a little further away. */
export function campusPoster(d) {
  const { w, h } = d;
  return [
    campus(d, { horizon: h * 0.52, schoolY: h * 0.78, schoolX: w * 0.5, schoolScale: 0.8, time: [3, 20], sunAt: [w * 0.82, h * 0.18] }),
    prayerFlags(d, { from: [-10, h * 0.16], to: [w * 0.32, h * 0.3], sag: 20, count: 12, size: 18 }),
    at(w * 0.2, h * 0.8, 0.9, tree('pine')),
    at(w * 0.8, h * 0.8, 1, tree('round')),
    crowd(Array.from({ length: 7 }, (_, i) => ({
      x: w * (0.3 + i * 0.07) + d.rng.jitter(0, 20), y: h * (0.86 + (i % 3) * 0.04),
      make: () => student(d.rng, { pose: d.rng.pick(['walk', 'stand', 'wave']), age: 'teen' }),
    })), { yFar: h * 0.86, yNear: h * 0.94, sFar: 1.1, sNear: 1.35 }),
    warmLight(d, { from: 'right', opacity: 0.16 }),
  ].join('');
}

/** About-video poster: senior students in front of the college under the peaks. */
export function aboutPoster(d) {
  const { w, h } = d;
  return [
    himalayanBackdrop(d, { horizon: h * 0.55, sunAt: [w * 0.2, h * 0.2] }),
    hills(d, { baseY: h * 0.74, amp: h * 0.06, color: C.green500 }),
    ground(d, h * 0.76, C.green400, C.green500),
    at(w * 0.55, h * 0.8, 0.95, collegeBuilding()),
    rect(0, h * 0.8, w, h * 0.2, { fill: C.sand }),
    path(`M0,${h * 0.8} L${w},${h * 0.8}`, { stroke: C.wheat, strokeWidth: 6 }),
    prayerFlags(d, { from: [w * 0.72, h * 0.12], to: [w + 10, h * 0.32], sag: 16, count: 8, size: 18 }),
    at(w * 0.12, h * 0.82, 1.3, tree('round')),
    at(w * 0.92, h * 0.82, 1.1, tree('poplar')),
    crowd(Array.from({ length: 6 }, (_, i) => ({
      x: w * (0.2 + i * 0.12), y: h * (0.93 + (i % 2) * 0.04),
      make: () => student(d.rng, { age: 'teen', backpack: false, pose: i === 2 ? 'wave' : i === 4 ? 'hold' : 'stand' }),
    })), { yFar: h * 0.93, yNear: h * 0.97, sFar: 1.7, sNear: 1.8 }),
  ].join('');
}
