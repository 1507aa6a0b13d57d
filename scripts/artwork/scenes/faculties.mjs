// +2 faculty images (1200 x 800): science (lab and atom), management (charts, ledger, briefcase),
// law (scales, gavel, books before a columned court), humanities (globe, quill, theatre masks).
import { C, SKIN } from '../palette.mjs';
import { at, circle, group, polygon, rect } from '../lib/svg.mjs';
import { person } from '../motifs/people.mjs';
import { bookStack, bookUpright, globe, openBook } from '../motifs/learning.mjs';
import { atom, beaker, dnaHelix, flask, microscope, testTubes } from '../motifs/science.mjs';
import { barChart, briefcase, calculator, coins, column, gavel, ledger, pieChart, quillAndInk, scales, scroll } from '../motifs/office.mjs';
import { framedPicture, paintPalette, pictures, theatreMasks } from '../motifs/activities.mjs';
import { floorShadow } from './common.mjs';

/** A faculty backdrop: a gradient wall with an optional huge faint emblem. */
function wall(d, { top, bottom, emblem = '' }) {
  return group([rect(0, 0, d.w, d.h, { fill: d.linear([[0, top], [1, bottom]]) }), emblem]);
}

/** The desk top in front, from deskY to the bottom edge. */
function deskTop(d, deskY, color = C.wood) {
  return group([
    rect(0, deskY, d.w, d.h - deskY, { fill: color }),
    rect(0, deskY, d.w, 14, { fill: C.snow, opacity: 0.25 }),
    rect(0, deskY + 14, d.w, 10, { fill: '#000', opacity: 0.08 }),
  ]);
}

/** A row of upright books standing on y = 0 from x, given colours. */
function bookRow(x, colors, { w = 30, h = 150 } = {}) {
  return group(colors.map((c, i) => at(x + i * (w + 3), 0, 1, bookUpright(c, w, h - (i % 3) * 14))));
}

export function science(d) {
  const { w, h } = d;
  const deskY = h * 0.72;
  return [
    wall(d, { top: C.blue700, bottom: C.blue900, emblem: at(w * 0.5, h * 0.36, 2.4, atom(110, { orbit: C.blue500, nucleus: C.blue500, electron: C.blue400, width: 5 })) }),
    at(w * 0.1, h * 0.3, 0.9, dnaHelix(300, { a: C.saffron, b: C.blue300 })),
    at(w * 0.82, h * 0.26, 0.9, group([circle(0, 0, 120, { fill: C.blue800 }), atom(95, { orbit: C.snow })])),
    at(w * 0.5, deskY + 186, 4.5, person({ age: 'teen', skin: SKIN[2], hair: 'ponytail', top: C.snow, bottom: C.blue800, pose: 'hold', holdRight: at(-8, 2, 0.2, flask(C.green400)) })),
    deskTop(d, deskY, C.slate),
    floorShadow(w * 0.5, deskY + 40, 500, 14),
    at(w * 0.16, deskY + 40, 1.9, flask(C.terracotta)),
    at(w * 0.3, deskY + 40, 1.5, beaker(C.saffron)),
    at(w * 0.72, deskY + 40, 1.3, testTubes()),
    at(w * 0.88, deskY + 40, 1.4, microscope(C.saffron)),
  ].join('');
}

export function management(d) {
  const { w, h } = d;
  const deskY = h * 0.7;
  return [
    wall(d, { top: '#eaf1fb', bottom: C.blue100 }),
    circle(w * 0.5, h * 0.34, h * 0.3, { fill: C.blue200, opacity: 0.6 }),
    at(w * 0.32, h * 0.32, 1.3, barChart(320, 220)),
    at(w * 0.72, h * 0.24, 1, group([circle(0, 0, 110, { fill: C.snow }), pieChart(84)])),
    at(w * 0.87, deskY + 214, 4.4, person({ skin: SKIN[3], hair: 'short', top: C.blue800, bottom: C.ink, tie: C.saffron, pose: 'point' }), { flip: true }),
    deskTop(d, deskY, C.wood),
    floorShadow(w * 0.45, deskY + 90, 460, 16),
    at(w * 0.38, deskY + 80, 1.2, ledger(), { rot: -4 }),
    at(w * 0.12, deskY + 110, 1.1, briefcase()),
    at(w * 0.68, deskY + 120, 1.3, coins(6)),
    at(w * 0.78, deskY + 80, 0.9, calculator(), { rot: 10 }),
  ].join('');
}

export function law(d) {
  const { w, h } = d;
  const deskY = h * 0.76;
  const courtY = h * 0.7;
  const columns = [0.12, 0.27, 0.73, 0.88].map((x) => at(w * x, courtY, 1.5, column(300, '#f4efe6')));
  return [
    wall(d, { top: '#f3e6cc', bottom: C.wheat }),
    deskTop(d, deskY, C.blue800),
    polygon([[w * 0.02, h * 0.1], [w * 0.5, -h * 0.1], [w * 0.98, h * 0.1]], { fill: C.sand }),
    rect(0, h * 0.08, w, h * 0.04, { fill: C.wheat }),
    ...columns,
    circle(w * 0.5, h * 0.42, h * 0.3, { fill: C.blue100 }),
    at(w * 0.5, deskY + 10, 1.6, scales(C.gold)),
    floorShadow(w * 0.5, deskY + 60, 520, 14),
    at(w * 0.17, deskY + 60, 1, bookStack([C.maroon, C.blue800, C.green700, C.maroon], { w: 190, h: 30 })),
    at(w * 0.1, deskY - 60, 1, bookRow(0, [C.blue800, C.maroon, C.green700], { w: 36, h: 150 })),
    at(w * 0.78, deskY + 100, 1.1, gavel()),
  ].join('');
}

export function humanities(d) {
  const { w, h } = d;
  const deskY = h * 0.72;
  return [
    wall(d, { top: '#f7e3cf', bottom: '#efd1b4' }),
    deskTop(d, deskY, C.wood),
    at(w * 0.2, h * 0.3, 1, framedPicture(200, 150, pictures.mountain(200, 150), { frame: C.blue700 })),
    at(w * 0.82, h * 0.26, 1, framedPicture(150, 180, pictures.portrait(150, 180), { frame: C.terracotta })),
    circle(w * 0.5, h * 0.38, h * 0.26, { fill: C.butter, opacity: 0.7 }),
    at(w * 0.5, h * 0.4, 1.6, theatreMasks()),
    floorShadow(w * 0.5, deskY + 60, 520, 14),
    at(w * 0.16, deskY + 70, 1.5, globe(50)),
    at(w * 0.42, deskY + 90, 1.3, openBook(C.maroon, 160)),
    at(w * 0.62, deskY + 110, 1, quillAndInk()),
    at(w * 0.84, deskY + 90, 0.8, scroll(), { rot: -8 }),
    at(w * 0.92, deskY + 170, 0.8, paintPalette()),
  ].join('');
}
