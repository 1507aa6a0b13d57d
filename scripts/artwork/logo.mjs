// The Crest Academy emblem (a shield with a snowy peak over an open book) and the wordmark.
// Kept to a few bold shapes so it still reads at favicon size (32 px).
import { C } from './palette.mjs';
import { el, group, path, polygon, text } from './lib/svg.mjs';

export const FONT = 'DejaVu Sans, Arial, sans-serif';
const SHIELD = 'M256,22 L456,86 L456,250 C456,376 366,456 256,494 C146,456 56,376 56,250 L56,86 Z';
const INNER = 'M256,52 L428,106 L428,250 C428,360 352,430 256,464 C160,430 84,360 84,250 L84,106 Z';

/** The emblem in a 512 x 512 box. */
export function emblem() {
  return group([
    path(SHIELD, { fill: C.saffron }),
    path(INNER, { fill: C.blue700 }),
    // mountain: a big peak and a shoulder peak, white with a light-blue shaded face
    polygon([[116, 292], [238, 118], [300, 206], [338, 160], [404, 292]], { fill: C.snow }),
    polygon([[238, 118], [300, 206], [270, 292], [236, 292], [254, 200]], { fill: C.blue200 }),
    polygon([[338, 160], [404, 292], [350, 292], [356, 220]], { fill: C.blue200 }),
    // open book
    path('M256,328 C226,306 180,300 140,310 L140,394 C180,386 226,392 256,416 Z', { fill: C.saffron }),
    path('M256,328 C286,306 332,300 372,310 L372,394 C332,386 286,392 256,416 Z', { fill: C.marigold }),
    path('M256,328 L256,416', { stroke: C.blue900, strokeWidth: 8 }),
  ]);
}

/** Standalone SVG source of the emblem. */
export function logoSvg() {
  return el('svg', { xmlns: 'http://www.w3.org/2000/svg', width: 512, height: 512, viewBox: '0 0 512 512', role: 'img', 'aria-label': 'Crest Academy' }, [
    el('title', {}, 'Crest Academy'),
    emblem(),
  ]);
}

/** Emblem on the left, "Crest Academy" in bold sans on the right, in a w x h box. */
export function wordmark(w = 640, h = 160) {
  const s = (h * 0.9) / 512;
  return el('svg', { xmlns: 'http://www.w3.org/2000/svg', width: w, height: h, viewBox: `0 0 ${w} ${h}` }, [
    group(emblem(), { transform: `translate(${h * 0.02} ${h * 0.05}) scale(${s})` }),
    text(h * 0.98, h * 0.64, 'Crest Academy', { fontFamily: FONT, fontWeight: 'bold', fontSize: h * 0.36, fill: C.blue800, letterSpacing: -0.5 }),
  ]);
}
