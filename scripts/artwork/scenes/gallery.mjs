// Gallery images (1200 x 900): sports day, science fair, Tihar lights, art exhibition, trekking
// trip, computer lab, basketball, cultural dance.
import { C, SKIN } from '../palette.mjs';
import { at, circle, ellipse, group, line, path, polygon, rect } from '../lib/svg.mjs';
import { himalayanBackdrop, hills, mountains, prayerFlags, sky, tree, treeLine } from '../motifs/landscape.mjs';
import { house } from '../motifs/buildings.mjs';
import { adult, person, student } from '../motifs/people.mjs';
import { chair, desk } from '../motifs/learning.mjs';
import { basketball, framedPicture, hoop, pictures, trophy } from '../motifs/activities.mjs';
import { bunting, diyo, dottedTrail, marigoldGarland, rangoli, skyLantern, sparkles, stringLights } from '../motifs/festive.mjs';
import { computer, robot } from '../motifs/science.mjs';
import { crowd, floorShadow, interior } from './common.mjs';

/** A runner in a house colour (sports kit). */
const athlete = (rng, color, pose = 'run', extra = {}) => student(rng, {
  age: 'teen', backpack: false, outfit: 'shorts', top: color, bottom: C.ink, tie: null, sleeves: 'short', socks: C.snow, pose,
  hair: rng.pick(['short', 'ponytail']), ...extra,
});

export function sportsDay(d) {
  const { w, h } = d;
  const trackTop = h * 0.6;
  const lanes = Array.from({ length: 5 }, (_, i) => line(0, trackTop + i * h * 0.085, w, trackTop + i * h * 0.085, { stroke: C.snow, strokeWidth: 4, opacity: 0.8 }));
  const spectators = Array.from({ length: 16 }, (_, i) => ({ x: w * (0.03 + i * 0.062), y: h * 0.56, make: () => (i % 3 ? student(d.rng, { pose: d.rng.pick(['cheer', 'wave', 'stand']), backpack: false }) : adult(d.rng, { pose: 'cheer' })) }));
  const colors = [C.terracotta, C.blue600, C.green500, C.saffron];
  return [
    himalayanBackdrop(d, { horizon: h * 0.38, peaks: 5, sunAt: [w * 0.15, h * 0.12] }),
    hills(d, { baseY: h * 0.5, amp: 30, color: C.green500 }),
    rect(0, h * 0.5, w, h * 0.1, { fill: C.green400 }),
    bunting({ from: [0, h * 0.3], to: [w, h * 0.34], sag: 20, count: 24, size: 24 }),
    crowd(spectators, { yFar: h * 0.56, yNear: h * 0.57, sFar: 1.3, sNear: 1.3 }),
    rect(0, trackTop, w, h - trackTop, { fill: '#c7623f' }),
    ...lanes,
    rect(w * 0.82, trackTop - 60, 8, h, { fill: C.snow }),
    line(w * 0.83, trackTop + h * 0.04, w * 0.83, h, { stroke: C.snow, strokeWidth: 10, strokeDasharray: '20 20' }),
    ...colors.map((c, i) => at(w * (0.66 - i * 0.12) + d.rng.jitter(0, 30), trackTop + (i + 1) * h * 0.085 + 6, 1.9 + i * 0.12, athlete(d.rng, c))),
    path(`M${w * 0.83},${trackTop - 40} Q${w * 0.86},${h * 0.8} ${w * 0.83},${h}`, { fill: 'none', stroke: C.saffron, strokeWidth: 5 }),
    at(w * 0.93, trackTop + h * 0.2, 1.4, trophy()),
  ].join('');
}

/** A science-fair table with a tri-fold poster and a model on it, centred on x, top at y. */
function fairTable(x, y, model, poster) {
  return group([
    rect(x - 150, y - 170, 80, 170, { fill: '#f2f4f8' }),
    rect(x - 70, y - 190, 140, 190, { fill: C.snow }),
    rect(x + 70, y - 170, 80, 170, { fill: '#f2f4f8' }),
    poster,
    floorShadow(x, y + 150, 200),
    rect(x - 170, y, 340, 14, { fill: C.blue800 }),
    polygon([[x - 170, y + 14], [x + 170, y + 14], [x + 176, y + 150], [x - 176, y + 150]], { fill: C.blue600 }),
    model,
  ]);
}

const volcano = (x, y) => group([
  polygon([[x - 60, y], [x - 12, y - 80], [x + 12, y - 80], [x + 60, y]], { fill: C.woodDark }),
  path(`M${x - 12},${y - 80} Q${x - 30},${y - 120} ${x - 6},${y - 110} Q${x},${y - 140} ${x + 10},${y - 112} Q${x + 34},${y - 118} ${x + 12},${y - 80} Z`, { fill: C.terracotta }),
  path(`M${x - 12},${y - 80} L${x - 20},${y - 50} L${x - 6},${y - 60} L${x},${y - 80} Z`, { fill: C.saffron }),
]);

const solarModel = (x, y) => group([
  line(x, y, x, y - 130, { stroke: C.slate, strokeWidth: 4 }),
  ellipse(x, y - 130, 110, 26, { fill: 'none', stroke: C.slate, strokeWidth: 2, strokeDasharray: '6 6' }),
  circle(x, y - 130, 24, { fill: C.saffron }),
  circle(x - 100, y - 122, 10, { fill: C.blue500 }),
  circle(x + 70, y - 150, 13, { fill: C.terracotta }),
  circle(x + 104, y - 124, 8, { fill: C.green500 }),
]);

const posterBars = (x, y) => group([
  rect(x - 50, y - 170, 100, 12, { fill: C.blue700 }),
  ...[0, 1, 2, 3].map((i) => rect(x - 44 + i * 24, y - 60 - i * 22, 16, 30 + i * 22, { fill: [C.saffron, C.blue400, C.terracotta, C.green500][i] })),
  circle(x - 110, y - 110, 22, { fill: C.blue300 }),
  circle(x + 110, y - 110, 22, { fill: C.green300 }),
]);

export function scienceFair(d) {
  const { w, h } = d;
  const floorY = h * 0.62;
  return [
    interior(d, { wall: '#e6eef8', floorY, floor: '#d9c8a8' }),
    bunting({ from: [0, 30], to: [w, 30], sag: 30, count: 18, size: 30 }),
    fairTable(w * 0.23, h * 0.66, volcano(w * 0.23, h * 0.66), posterBars(w * 0.23, h * 0.66)),
    fairTable(w * 0.72, h * 0.66, solarModel(w * 0.72, h * 0.66), posterBars(w * 0.72, h * 0.66)),
    at(w * 0.48, h * 0.98, 3, student(d.rng, { age: 'teen', pose: 'point', backpack: false })),
    at(w * 0.92, h * 0.99, 3, adult(d.rng, { pose: 'stand', gender: 'm' })),
    at(w * 0.06, h * 0.99, 3.2, student(d.rng, { age: 'teen', pose: 'wave', backpack: false })),
    at(w * 0.36, h * 0.98, 0.8, robot()),
  ].join('');
}

export function tiharLights(d) {
  const { w, h } = d;
  const stars = Array.from({ length: 40 }, () => circle(d.rng.range(0, w), d.rng.range(0, h * 0.45), d.rng.range(1, 2.6), { fill: C.snow, opacity: d.rng.range(0.4, 0.9) }));
  const groundY = h * 0.78;
  const diyos = Array.from({ length: 9 }, (_, i) => at(w * (0.08 + i * 0.105), groundY + 20, 1, diyo(d)));
  return [
    sky(d, { top: C.blue950, bottom: C.plum }),
    ...stars,
    mountains(d, { baseY: h * 0.5, topMin: h * 0.22, topMax: h * 0.34, peaks: 5, color: '#2c3f73', colorLow: '#3b3a6e', snow: '#c9d3ea', shadeOpacity: 0.3 }),
    ...[[0.15, 0.15], [0.3, 0.28], [0.8, 0.12], [0.9, 0.3], [0.62, 0.22]].map(([x, y]) => at(w * x, h * y, d.rng.range(0.7, 1), skyLantern(d))),
    rect(0, h * 0.5, w, h * 0.5, { fill: '#3a2f52' }),
    at(w * 0.5, groundY, 6, house({ wall: C.brick, roof: C.woodDark })),
    rect(w * 0.5 - 36, groundY - 96, 72, 96, { fill: C.woodDark }),
    rect(w * 0.5 - 30, groundY - 90, 60, 90, { fill: C.marigold, opacity: 0.85 }),
    marigoldGarland({ from: [w * 0.5 - 44, groundY - 100], to: [w * 0.5 + 44, groundY - 100], sag: 16, size: 8 }),
    stringLights(d, { from: [w * 0.5 - 180, groundY - 312], to: [w * 0.5, groundY - 432], sag: 10, count: 10 }),
    stringLights(d, { from: [w * 0.5, groundY - 432], to: [w * 0.5 + 180, groundY - 312], sag: 10, count: 10 }),
    stringLights(d, { from: [w * 0.5 - 144, groundY - 180], to: [w * 0.5 + 144, groundY - 180], sag: 14, count: 14 }),
    stringLights(d, { from: [-10, h * 0.36], to: [w * 0.34, h * 0.46], sag: 20, count: 10 }),
    stringLights(d, { from: [w * 0.66, h * 0.46], to: [w + 10, h * 0.36], sag: 20, count: 10 }),
    rect(0, groundY, w, h - groundY, { fill: '#4a3a5e' }),
    at(w * 0.5, h * 0.9, 1, group(rangoli(90), { transform: 'scale(1 0.42)' })),
    ...diyos,
    at(w * 0.16, h * 0.99, 2.6, student(d.rng, { pose: 'cheer', backpack: false })),
    at(w * 0.84, h * 0.99, 2.6, person({ age: 'child', skin: SKIN[2], hair: 'braids', outfit: 'kurta', top: C.saffron, bottom: C.maroon, pose: 'wave', holdRight: sparkles(d.rng, 10, 26, [C.butter, C.snow]) })),
  ].join('');
}

export function artExhibition(d) {
  const { w, h } = d;
  const floorY = h * 0.72;
  const frames = [
    [0.15, 0.28, 190, 140, pictures.mountain, C.wood],
    [0.37, 0.22, 130, 170, pictures.portrait, C.blue700],
    [0.57, 0.3, 150, 120, pictures.flower, C.terracotta],
    [0.8, 0.26, 200, 150, pictures.sunset, C.wood],
    [0.58, 0.5, 110, 80, pictures.abstract, C.ink],
  ];
  return [
    interior(d, { wall: '#f6efe3', floorY, floor: '#cdb893' }),
    rect(0, floorY - 40, w, 6, { fill: C.wheat }),
    ...frames.map(([x, y, fw, fh, pic, frame]) => at(w * x, h * y, 1, framedPicture(fw, fh, pic(fw, fh), { frame }))),
    rect(w * 0.92 - 40, h * 0.55, 80, floorY - h * 0.55, { fill: C.snow }),
    ellipse(w * 0.92, h * 0.5, 30, 34, { fill: C.terracotta }),
    circle(w * 0.92, h * 0.44, 14, { fill: C.saffron }),
    crowd([
      { x: w * 0.16, y: h * 0.96, make: () => adult(d.rng, { facing: 'back', face: false, gender: 'f' }) },
      { x: w * 0.28, y: h * 0.98, make: () => student(d.rng, { facing: 'back', backpack: false }) },
      { x: w * 0.5, y: h * 0.95, make: () => student(d.rng, { age: 'teen', pose: 'point', backpack: false }) },
      { x: w * 0.76, y: h * 0.97, make: () => adult(d.rng, { facing: 'back', face: false, gender: 'm' }) },
    ], { yFar: h * 0.95, yNear: h * 0.98, sFar: 3, sNear: 3.1 }),
  ].join('');
}

/** A suspension footbridge with prayer flags along its cables, from x0 to x1 at deck height y. */
function suspensionBridge(d, x0, x1, y) {
  const mid = (x0 + x1) / 2;
  return group([
    path(`M${x0},${y - 40} Q${mid},${y + 30} ${x1},${y - 40}`, { fill: 'none', stroke: C.slate, strokeWidth: 3 }),
    path(`M${x0},${y} Q${mid},${y + 60} ${x1},${y}`, { fill: 'none', stroke: C.woodDark, strokeWidth: 8 }),
    ...Array.from({ length: 12 }, (_, i) => {
      const t = (i + 1) / 13;
      const x = x0 + (x1 - x0) * t;
      const top = y - 40 + 2 * t * (1 - t) * 70;
      const bottom = y + 2 * t * (1 - t) * 60;
      return line(x, top, x, bottom, { stroke: C.slate, strokeWidth: 1.5 });
    }),
    prayerFlags(d, { from: [x0, y - 44], to: [x1, y - 44], sag: 18, count: 20, size: 11 }),
    rect(x0 - 6, y - 50, 12, 60, { fill: C.slate }),
    rect(x1 - 6, y - 50, 12, 60, { fill: C.slate }),
  ]);
}

export function trekking(d) {
  const { w, h } = d;
  const trail = [[w * 0.58, h * 0.56], [w * 0.7, h * 0.62], [w * 0.52, h * 0.7], [w * 0.66, h * 0.8], [w * 0.5, h * 0.96]];
  const hikers = [[0.69, 0.62, 1.1], [0.55, 0.7, 1.5], [0.63, 0.79, 2], [0.55, 0.93, 2.8]].map(([x, y, s]) => at(w * x, h * y, s, student(d.rng, { age: 'teen', facing: 'back', pose: 'walk', backpack: d.rng.pick([C.terracotta, C.saffron, C.green600]) })));
  return [
    himalayanBackdrop(d, { horizon: h * 0.5, peaks: 4, sunAt: [w * 0.12, h * 0.12] }),
    hills(d, { baseY: h * 0.58, amp: 60, bumps: 2, color: C.green600 }),
    treeLine(d, { y: h * 0.6, x0: 0, x1: w * 0.4, count: 8, kinds: ['pine'], sMin: 0.5, sMax: 0.8, color: C.green800 }),
    path(`M${w * 0.42},${h} L${w * 0.46},${h * 0.6} Q${w * 0.7},${h * 0.52} ${w + 20},${h * 0.58} L${w + 20},${h} Z`, { fill: C.green400 }),
    path(`M-20,${h * 0.66} Q${w * 0.2},${h * 0.6} ${w * 0.34},${h * 0.66} L${w * 0.3},${h} L-20,${h} Z`, { fill: C.green500 }),
    rect(w * 0.3, h * 0.7, w * 0.16, h * 0.3, { fill: C.blue300 }),
    suspensionBridge(d, w * 0.28, w * 0.48, h * 0.68),
    dottedTrail(trail, C.cream, 6),
    ...hikers,
    at(w * 0.88, h * 0.8, 1.4, tree('pine', { color: C.green700 })),
    at(w * 0.08, h * 0.86, 1.3, tree('pine', { color: C.green700 })),
  ].join('');
}

export function computerLab(d) {
  const { w, h } = d;
  const floorY = h * 0.64;
  // one workstation seen from behind the pupil: desk with monitor, pupil, then the chair back
  const station = (x, y, s) => at(x, y, s, group([
    floorShadow(0, 0, 110),
    desk(220, 72, { top: C.wood, side: C.woodDark }),
    at(20, -72, 0.85, computer({ w: 100 })),
    at(-50, 4, 1.6, student(d.rng, { facing: 'back', legs: false, backpack: false, age: 'teen' })),
    at(-50, 4, 1, chair(C.blue800, 72)),
  ]));
  return [
    interior(d, { wall: C.blue100, floorY, floor: '#c9ced8', planks: false }),
    rect(w * 0.3, h * 0.08, w * 0.4, h * 0.32, { fill: C.snow, stroke: C.slate, strokeWidth: 6 }),
    ...[0, 1, 2, 3, 4].map((i) => rect(w * 0.34, h * (0.13 + i * 0.05), w * (0.1 + ((i * 7) % 5) * 0.05), 12, { fill: [C.blue600, C.saffron, C.terracotta, C.green500, C.blue400][i], rx: 6 })),
    at(w * 0.86, h * 0.66, 2.6, person({ skin: SKIN[2], hair: 'long', outfit: 'kurta', top: C.teal, bottom: C.blue800, pose: 'point' }), { flip: true }),
    ...[0.17, 0.45, 0.73].map((x) => station(w * x, h * 0.76, 1.1)),
    ...[0.3, 0.68].map((x) => station(w * x, h * 1.04, 1.6)),
  ].join('');
}

export function basketballGame(d) {
  const { w, h } = d;
  const courtY = h * 0.58;
  const player = (color, pose, extra = {}) => athlete(d.rng, color, pose, { bottom: color, ...extra });
  return [
    himalayanBackdrop(d, { horizon: h * 0.4, peaks: 4 }),
    treeLine(d, { y: h * 0.55, count: 12, kinds: ['round', 'poplar'], sMin: 0.6, sMax: 0.9 }),
    ...Array.from({ length: 25 }, (_, i) => line(i * w / 24, h * 0.44, i * w / 24, courtY, { stroke: C.slate, strokeWidth: 2, opacity: 0.5 })),
    line(0, h * 0.44, w, h * 0.44, { stroke: C.slate, strokeWidth: 4, opacity: 0.6 }),
    rect(0, courtY, w, h - courtY, { fill: C.blue600 }),
    path(`M${w * 0.62},${h} Q${w * 0.7},${courtY + 40} ${w},${courtY + 20}`, { fill: 'none', stroke: C.snow, strokeWidth: 5 }),
    rect(w * 0.8, courtY + 30, w * 0.2, h * 0.4, { fill: C.terracotta, opacity: 0.85 }),
    line(0, courtY + 6, w, courtY + 6, { stroke: C.snow, strokeWidth: 5 }),
    at(w * 0.92, courtY + 60, 1.6, hoop(260)),
    crowd([
      { x: w * 0.62, y: h * 0.86, make: () => player(C.saffron, 'jump', { holdRight: at(0, -6, 1, basketball(8)) }) },
      { x: w * 0.76, y: h * 0.92, make: () => player(C.blue900, 'jump') },
      { x: w * 0.36, y: h * 0.9, make: () => player(C.saffron, 'run') },
      { x: w * 0.16, y: h * 0.8, make: () => player(C.blue900, 'run') },
    ], { yFar: h * 0.8, yNear: h * 0.92, sFar: 2.6, sNear: 3 }),
  ].join('');
}

export function culturalDance(d) {
  const { w, h } = d;
  const stageY = h * 0.7;
  const beam = (x) => polygon([[x - 20, 0], [x + 20, 0], [x + 160, stageY + 20], [x - 160, stageY + 20]], { fill: C.butter, opacity: 0.18 });
  const audience = Array.from({ length: 11 }, (_, i) => group([
    circle(w * (0.04 + i * 0.095), h * 0.93, 30, { fill: '#241d33' }),
    ellipse(w * (0.04 + i * 0.095), h * 1.02, 56, 44, { fill: '#241d33' }),
  ]));
  const dancer = (top, accent, pose) => person({ age: 'teen', skin: d.rng.pick(SKIN), hair: 'bun', outfit: 'sari', top, accent, pose });
  return [
    rect(0, 0, w, h, { fill: '#3b2346' }),
    rect(0, stageY, w, h - stageY, { fill: C.woodDark }),
    rect(0, stageY, w, 12, { fill: C.wood }),
    beam(w * 0.3), beam(w * 0.7),
    path(`M0,0 L${w * 0.16},0 Q${w * 0.12},${h * 0.4} ${w * 0.16},${stageY} L0,${stageY} Z`, { fill: C.maroon }),
    path(`M${w},0 L${w * 0.84},0 Q${w * 0.88},${h * 0.4} ${w * 0.84},${stageY} L${w},${stageY} Z`, { fill: C.maroon }),
    rect(0, 0, w, h * 0.1, { fill: C.maroon }),
    ...Array.from({ length: 24 }, (_, i) => polygon([[i * w / 24, h * 0.1], [(i + 1) * w / 24, h * 0.1], [(i + 0.5) * w / 24, h * 0.14]], { fill: C.gold })),
    marigoldGarland({ from: [w * 0.16, h * 0.16], to: [w * 0.84, h * 0.16], sag: 30, size: 9 }),
    crowd([
      { x: w * 0.3, y: stageY + 30, make: () => dancer(C.terracotta, C.saffron, 'dance') },
      { x: w * 0.5, y: stageY + 20, make: () => dancer(C.blue600, C.marigold, 'dance2') },
      { x: w * 0.7, y: stageY + 30, make: () => dancer(C.green600, C.saffron, 'dance') },
    ], { yFar: stageY + 20, yNear: stageY + 30, sFar: 3.6, sNear: 3.7 }),
    ...audience,
  ].join('');
}
