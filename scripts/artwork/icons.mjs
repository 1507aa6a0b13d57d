// Single-colour line icons (48 x 48) for the statistics block: globe, thermometer, pie chart, trophy.
import { C } from './palette.mjs';
import { circle, el, ellipse, group, line, path } from './lib/svg.mjs';

const STROKE = { fill: 'none', stroke: C.blue700, strokeWidth: 2.5, strokeLinecap: 'round', strokeLinejoin: 'round' };

const ICONS = {
  nationalities: [
    circle(24, 24, 18),
    ellipse(24, 24, 8, 18),
    line(6, 24, 42, 24),
    path('M9,15 Q24,19 39,15'),
    path('M9,33 Q24,29 39,33'),
  ],
  temperature: [
    path('M20,29 V10 a4,4 0 0 1 8,0 V29 a8,8 0 1 1 -8,0 Z'),
    line(24, 16, 24, 33),
    circle(24, 35, 3.5, { fill: C.blue700 }),
    line(32, 12, 36, 12), line(32, 18, 36, 18), line(32, 24, 36, 24),
  ],
  percentage: [
    circle(24, 24, 18),
    path('M24,24 V6'),
    path('M24,24 L39.6,33'),
    path('M27,20 V9.3 A15,15 0 0 1 39,27.5 Z', { fill: C.blue700, stroke: 'none' }),
  ],
  clubs: [
    path('M15,8 H33 V18 a9,9 0 0 1 -18,0 Z'),
    path('M15,11 H9 v3 a6,6 0 0 0 6,6'),
    path('M33,11 H39 v3 a6,6 0 0 1 -6,6'),
    line(24, 27, 24, 34),
    path('M17,40 H31 L29,34 H19 Z'),
  ],
};

/** The icon names and their SVG source. */
export function iconSvgs() {
  return Object.entries(ICONS).map(([name, shapes]) => ({
    name,
    svg: el('svg', { xmlns: 'http://www.w3.org/2000/svg', width: 48, height: 48, viewBox: '0 0 48 48', 'aria-hidden': 'true' }, group(shapes, STROKE)),
  }));
}
