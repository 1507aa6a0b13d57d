// The first-visit popup advert (1100 x 1375): the college under the Himalaya and admission
// lettering ("Admissions open", the four +2 faculties, "Apply now").
import { C, SKIN } from '../palette.mjs';
import { at, circle, group, rect, text } from '../lib/svg.mjs';
import { himalayanBackdrop, hills, prayerFlags } from '../motifs/landscape.mjs';
import { collegeBuilding } from '../motifs/buildings.mjs';
import { person } from '../motifs/people.mjs';
import { atom } from '../motifs/science.mjs';
import { pieChart, scales } from '../motifs/office.mjs';
import { theatreMasks } from '../motifs/activities.mjs';
import { emblem, FONT } from '../logo.mjs';
import { crowd } from './common.mjs';

const label = (x, y, content, size, fill, extra = {}) => text(x, y, content, { fontFamily: FONT, fontWeight: 'bold', fontSize: size, fill, textAnchor: 'middle', ...extra });

/** A faculty badge: white disc with the faculty's symbol. */
function badge(x, y, symbol) {
  return group([circle(x, y, 62, { fill: C.snow }), at(x, y, 1, symbol)]);
}

export function advert(d) {
  const { w, h } = d;
  const artH = h * 0.56;
  const panelY = artH;
  const students = Array.from({ length: 5 }, (_, i) => ({
    x: w * (0.14 + i * 0.18), y: artH + 4 + (i % 2) * 10,
    make: () => person({ age: 'teen', skin: d.rng.pick(SKIN), hair: d.rng.pick(['short', 'long', 'bun', 'ponytail']), outfit: 'gown', top: C.blue800, accent: C.saffron, gradCap: true, pose: i === 2 ? 'cheer' : d.rng.pick(['wave', 'stand']) }),
  }));
  return [
    // artwork
    group([
      himalayanBackdrop(d, { horizon: artH * 0.62, span: artH, peaks: 4, sunAt: [w * 0.8, artH * 0.18], scale: 1.3 }),
      prayerFlags(d, { from: [w * 0.2, artH * 0.12], to: [w + 10, artH * 0.2], sag: 24, count: 16, size: 22 }),
      hills(d, { baseY: artH * 0.8, amp: 40, color: C.green500 }),
      at(w * 0.5, artH * 0.9, 1.05, collegeBuilding()),
      rect(0, artH * 0.89, w, artH * 0.11, { fill: C.green400 }),
      crowd(students, { yFar: artH, yNear: artH + 10, sFar: 2.4, sNear: 2.5 }),
    ], { clipPath: d.clip(rect(0, 0, w, artH)) }),
    // logo tab
    rect(w * 0.06, -30, 150, 200, { fill: C.snow, rx: 24 }),
    at(w * 0.06 + 75, 84, 0.24, group(emblem(), { transform: 'translate(-256 -256)' })),
    // lettering panel
    rect(0, panelY, w, h - panelY, { fill: C.blue800 }),
    rect(0, panelY, w, 14, { fill: C.saffron }),
    label(w / 2, panelY + 136, 'Admissions', 128, C.snow, { letterSpacing: -2 }),
    label(w / 2, panelY + 244, 'open', 112, C.saffron, { letterSpacing: -1 }),
    label(w / 2, panelY + 318, '+2 Science · Management · Law · Humanities', 36, C.blue100, { fontWeight: 'normal' }),
    badge(w * 0.2, panelY + 412, atom(40, { width: 4 })),
    badge(w * 0.4, panelY + 412, pieChart(36)),
    badge(w * 0.6, panelY + 412, at(0, 38, 0.27, scales())),
    badge(w * 0.8, panelY + 412, at(0, 4, 0.42, theatreMasks())),
    rect(w / 2 - 190, panelY + 500, 380, 74, { fill: C.saffron, rx: 37 }),
    label(w / 2, panelY + 550, 'Apply now', 40, C.blue900),
  ].join('');
}
