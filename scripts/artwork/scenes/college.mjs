// College-home "Life" tiles (800 x 600): a students' club meeting (robotics) and the school
// journal lying on a desk, seen from above.
import { C, FLAGS } from '../palette.mjs';
import { at, circle, ellipse, group, line, path, rect } from '../lib/svg.mjs';
import { simplePeaks } from '../motifs/landscape.mjs';
import { student } from '../motifs/people.mjs';
import { laptop, robot } from '../motifs/science.mjs';
import { pencil } from '../motifs/learning.mjs';
import { trophy } from '../motifs/activities.mjs';
import { bunting } from '../motifs/festive.mjs';
import { emblem } from '../logo.mjs';
import { interior } from './common.mjs';

/** A cork pin-board with coloured notes and a photo, top-left at (x, y). */
function pinBoard(d, x, y, w, h) {
  const notes = [];
  for (let i = 0; i < 7; i += 1) {
    const nx = x + 20 + (i % 4) * (w - 40) / 4 + d.rng.jitter(0, 6);
    const ny = y + 20 + Math.floor(i / 4) * (h / 2) + d.rng.jitter(0, 6);
    notes.push(group([
      rect(nx, ny, (w - 60) / 4, h / 2 - 30, { fill: d.rng.pick([C.butter, C.blue200, C.blush, C.green200, C.snow]), transform: `rotate(${d.rng.jitter(0, 5)} ${nx} ${ny})` }),
      circle(nx + (w - 60) / 8, ny + 6, 5, { fill: d.rng.pick([C.terracotta, C.blue700]) }),
    ]));
  }
  return group([rect(x - 10, y - 10, w + 20, h + 20, { fill: C.wood }), rect(x, y, w, h, { fill: '#c99a66' }), ...notes]);
}

export function club(d) {
  const { w, h } = d;
  const tableY = h * 0.8;
  const member = (x, pose, extra = {}) => at(x, h * 1.06, 3.5, student(d.rng, { age: 'teen', backpack: false, pose, ...extra }));
  return [
    interior(d, { wall: '#e3edf9', floorY: h * 0.7, floor: C.wheat }),
    bunting({ from: [0, 20], to: [w, 20], sag: 20, count: 12, size: 26 }),
    pinBoard(d, w * 0.08, h * 0.14, w * 0.46, h * 0.3),
    at(w * 0.78, h * 0.36, 0.9, trophy()),
    at(w * 0.88, h * 0.36, 0.7, trophy(C.mist)),
    rect(w * 0.7, h * 0.36, w * 0.26, 10, { fill: C.wood }),
    member(w * 0.2, 'wave'),
    member(w * 0.5, 'hold'),
    member(w * 0.8, 'point', { hair: 'ponytail' }),
    rect(w * 0.06, tableY, w * 0.88, 16, { fill: C.blue800, rx: 4 }),
    rect(w * 0.08, tableY + 16, w * 0.84, h - tableY, { fill: C.blue700 }),
    at(w * 0.36, tableY, 0.95, robot(C.saffron)),
    at(w * 0.64, tableY, 1, laptop()),
    path(`M${w * 0.4},${tableY - 40} Q${w * 0.5},${tableY - 4} ${w * 0.6},${tableY - 8}`, { fill: 'none', stroke: C.terracotta, strokeWidth: 3 }),
  ].join('');
}

/** The journal's cover art, w x h from (0,0): masthead bars, mountain picture, emblem. No lettering. */
function journalCover(d, w, h, { color = C.blue700 } = {}) {
  const picture = d.clip(rect(w * 0.08, h * 0.26, w * 0.84, h * 0.5));
  return group([
    rect(0, 0, w, h, { fill: C.cream }),
    rect(0, 0, w, h * 0.2, { fill: color }),
    rect(w * 0.1, h * 0.06, w * 0.55, h * 0.06, { fill: C.snow, rx: 4 }),
    rect(w * 0.1, h * 0.14, w * 0.3, h * 0.025, { fill: C.saffron, rx: 3 }),
    group([
      rect(w * 0.08, h * 0.26, w * 0.84, h * 0.5, { fill: C.blue200 }),
      circle(w * 0.76, h * 0.34, w * 0.06, { fill: C.saffron }),
      simplePeaks(w * 0.08, h * 0.7, w * 0.84, h * 0.32, { count: 3, color: C.blue600 }),
      rect(w * 0.08, h * 0.7, w * 0.84, h * 0.06, { fill: C.green500 }),
    ], { clipPath: picture }),
    rect(w * 0.1, h * 0.82, w * 0.5, h * 0.03, { fill: C.slate, opacity: 0.6, rx: 3 }),
    rect(w * 0.1, h * 0.88, w * 0.36, h * 0.03, { fill: C.slate, opacity: 0.4, rx: 3 }),
    at(w * 0.78, h * 0.84, (w * 0.18) / 512, group(emblem(), { transform: 'translate(-256 -256)' })),
  ]);
}

export function journal(d) {
  const { w, h } = d;
  const grain = Array.from({ length: 14 }, (_, i) => path(`M0,${i * 46 + 10} Q${w * 0.5},${i * 46 + d.rng.jitter(10, 12)} ${w},${i * 46 + 14}`, { fill: 'none', stroke: C.woodDark, strokeWidth: 2, opacity: 0.18 }));
  const cupX = w * 0.8;
  const cupY = h * 0.3;
  return [
    rect(0, 0, w, h, { fill: C.wood }),
    ...grain,
    at(w * 0.28, h * 0.5, 1, group([rect(-150, -200, 300, 400, { fill: '#000', opacity: 0.15 }), at(-150, -200, 1, journalCover(d, 300, 400, { color: C.terracotta }))]), { rot: -16 }),
    at(w * 0.47, h * 0.52, 1, group([rect(-144, -194, 300, 400, { fill: '#000', opacity: 0.18 }), at(-150, -200, 1, journalCover(d, 300, 400))]), { rot: 4 }),
    // a cup of chiya on its saucer
    ellipse(cupX + 6, cupY + 8, 82, 82, { fill: '#000', opacity: 0.12 }),
    circle(cupX, cupY, 80, { fill: C.snow }),
    circle(cupX, cupY, 56, { fill: C.blue100 }),
    circle(cupX, cupY, 48, { fill: '#b98552' }),
    ellipse(cupX - 16, cupY - 16, 14, 8, { fill: C.snow, opacity: 0.4 }),
    rect(cupX + 54, cupY - 10, 34, 20, { fill: C.snow, rx: 10 }),
    // reading glasses
    group([
      circle(0, 0, 34, { fill: C.snow, fillOpacity: 0.15, stroke: C.ink, strokeWidth: 6 }),
      circle(84, 0, 34, { fill: C.snow, fillOpacity: 0.15, stroke: C.ink, strokeWidth: 6 }),
      path('M34,0 Q42,-10 50,0', { fill: 'none', stroke: C.ink, strokeWidth: 6 }),
      line(-34, 0, -90, 20, { stroke: C.ink, strokeWidth: 5 }),
      line(118, 0, 170, 24, { stroke: C.ink, strokeWidth: 5 }),
    ], { transform: `translate(${w * 0.72} ${h * 0.74}) rotate(-12)` }),
    at(w * 0.85, h * 0.55, 1.1, pencil(C.blue600), { rot: 60 }),
    // a small plant, seen from above
    ...[0, 60, 120, 180, 240, 300].map((a) => ellipse(w * 0.1, h * 0.14 - 30, 16, 34, { fill: FLAGS[3], transform: `rotate(${a} ${w * 0.1} ${h * 0.14})` })),
    circle(w * 0.1, h * 0.14, 22, { fill: C.green700 }),
  ].join('');
}
