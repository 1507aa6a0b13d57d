// Illustrated head-and-shoulders portraits (600 x 600) for the team: face, hair styles, dhaka
// topi, glasses, moustache, bindi, and outfits (suit, blazer, kurta, sari, daura with coat).
import { C, HAIR, PORTRAIT_BG, SKIN } from './palette.mjs';
import { circle, ellipse, group, path, polygon, polyline, rect } from './lib/svg.mjs';

const SHOULDERS = 'M50,600 C60,505 135,458 232,444 L368,444 C465,458 540,505 550,600 Z';
const FACE = 'M212,282 C212,190 250,166 300,166 C350,166 388,190 388,282 C388,352 352,398 300,398 C248,398 212,352 212,282 Z';

/** Darken (amount < 0) or lighten (> 0) a #rrggbb colour. */
export function shade(hex, amount) {
  const n = parseInt(hex.slice(1), 16);
  const mix = (c) => Math.round(amount < 0 ? c * (1 + amount) : c + (255 - c) * amount);
  const [r, g, b] = [(n >> 16) & 255, (n >> 8) & 255, n & 255].map(mix);
  return `#${((r << 16) | (g << 8) | b).toString(16).padStart(6, '0')}`;
}

const HAIR_BACK = {
  long: (c) => path('M194,290 C186,178 238,136 300,136 C362,136 414,178 406,290 L426,476 Q300,508 174,476 Z', { fill: c }),
  bun: (c) => circle(300, 146, 46, { fill: c }),
  bob: (c) => path('M196,290 C186,180 240,140 300,140 C360,140 414,180 404,290 L408,384 Q384,404 356,392 L244,392 Q216,404 192,384 Z', { fill: c }),
  braid: (c) => group([circle(300, 146, 40, { fill: c }), ...[0, 1, 2, 3, 4].map((i) => ellipse(392 + i * 4, 392 + i * 34, 22, 24, { fill: c }))]),
};

const HAIR_FRONT = {
  short: (c) => path('M206,292 C194,188 240,146 302,146 C370,146 410,194 394,292 C388,250 380,222 360,204 C330,220 268,222 236,204 C222,222 212,252 206,292 Z', { fill: c }),
  sidePart: (c) => path('M206,292 C190,182 248,140 312,146 C374,152 410,200 394,290 C388,242 376,214 352,198 C318,214 258,204 242,186 C226,212 212,250 206,292 Z', { fill: c }),
  receding: (c) => group([
    path('M208,304 C198,252 210,214 234,196 L244,232 C230,250 222,276 222,304 Z', { fill: c }),
    path('M392,304 C402,252 390,214 366,196 L356,232 C370,250 378,276 378,304 Z', { fill: c }),
    path('M252,182 Q300,166 348,182 Q300,176 252,182 Z', { fill: c, opacity: 0.7 }),
  ]),
  parted: (c) => path('M206,304 C192,196 242,148 300,150 C358,148 408,196 394,304 C388,244 362,204 304,190 L300,196 L296,190 C238,204 212,244 206,304 Z', { fill: c }),
  fringe: (c) => path('M206,290 C204,190 254,156 300,156 C352,156 396,190 394,290 C380,236 350,214 300,216 C256,216 224,234 206,290 Z', { fill: c }),
};

/** The dhaka topi with its woven pattern, sitting on the head. */
function topi(d, base = C.terracotta) {
  const shape = 'M206,232 L394,232 L386,150 L216,124 Z';
  const clip = d.clip(path(shape));
  const rows = [];
  const colors = [C.blue800, C.cream, C.saffron, C.green600, C.ink];
  for (let r = 0; r < 7; r += 1) {
    const y = 130 + r * 15;
    const pts = [];
    for (let x = 196; x <= 404; x += 14) pts.push([x, y + ((x / 14) % 2 ? -5 : 5)]);
    rows.push(polyline(pts, { stroke: colors[r % colors.length], strokeWidth: 4, strokeLinejoin: 'round' }));
  }
  return group([
    path(shape, { fill: base }),
    group(rows, { clipPath: clip, opacity: 0.9 }),
    rect(204, 222, 192, 12, { fill: C.ink, opacity: 0.5 }),
  ]);
}

function outfit(d, o) {
  const c = o.clothes;
  const body = path(SHOULDERS, { fill: c.color });
  switch (c.kind) {
    case 'suit':
    case 'blazer': {
      const dark = shade(c.color, -0.25);
      return group([
        body,
        polygon([[250, 446], [350, 446], [300, 570]], { fill: c.inner ?? C.snow }),
        c.kind === 'suit' ? group([
          polygon([[289, 448], [311, 448], [307, 468], [293, 468]], { fill: shade(c.tie, -0.2) }),
          polygon([[293, 466], [307, 466], [316, 552], [300, 574], [284, 552]], { fill: c.tie }),
        ]) : path('M262,446 Q300,482 338,446', { fill: 'none', stroke: shade(c.inner ?? C.snow, -0.15), strokeWidth: 6 }),
        polygon([[232, 446], [258, 444], [300, 580], [272, 540], [242, 510], [258, 486]], { fill: dark }),
        polygon([[368, 446], [342, 444], [300, 580], [328, 540], [358, 510], [342, 486]], { fill: dark }),
        circle(300, 588, 6, { fill: C.ink, opacity: 0.5 }),
      ]);
    }
    case 'kurta':
      return group([
        body,
        path('M256,440 Q300,458 344,440 L344,456 Q300,474 256,456 Z', { fill: shade(c.color, -0.2) }),
        rect(294, 462, 12, 120, { fill: shade(c.color, -0.12) }),
        ...[486, 516, 546].map((y) => circle(300, y, 5, { fill: C.gold })),
      ]);
    case 'daura':
      return group([
        path(SHOULDERS, { fill: C.cream }),
        path('M262,450 L346,560', { stroke: C.wheat, strokeWidth: 5 }),
        path('M50,600 C60,505 135,458 232,444 L262,448 L286,600 Z', { fill: c.color }),
        path('M550,600 C540,505 465,458 368,444 L338,448 L314,600 Z', { fill: c.color }),
        rect(230, 520, 30, 6, { fill: shade(c.color, 0.2), rx: 3 }),
      ]);
    case 'sari': {
      const border = c.border ?? C.gold;
      return group([
        path(SHOULDERS, { fill: c.blouse ?? shade(c.color, -0.15) }),
        path('M258,446 Q300,486 342,446', { fill: 'none', stroke: shade(c.blouse ?? c.color, -0.3), strokeWidth: 5 }),
        path('M322,446 L376,442 C430,452 482,490 520,600 L150,600 C214,556 270,506 322,446 Z', { fill: c.color }),
        path('M150,600 C214,556 270,506 322,446', { fill: 'none', stroke: border, strokeWidth: 16 }),
        path('M330,470 C380,500 420,540 440,600', { fill: 'none', stroke: shade(c.color, -0.15), strokeWidth: 4 }),
      ]);
    }
    default:
      return body;
  }
}

function face(o) {
  const skinDark = shade(o.skin, -0.18);
  const parts = [
    ellipse(212, 292, 17, 27, { fill: o.skin }), ellipse(388, 292, 17, 27, { fill: o.skin }),
    ellipse(214, 294, 8, 14, { fill: skinDark, opacity: 0.5 }), ellipse(386, 294, 8, 14, { fill: skinDark, opacity: 0.5 }),
    path(FACE, { fill: o.skin }),
    circle(252, 334, 20, { fill: C.coral, opacity: 0.18 }), circle(348, 334, 20, { fill: C.coral, opacity: 0.18 }),
    ellipse(262, 294, 9, 10.5, { fill: C.ink }), ellipse(338, 294, 9, 10.5, { fill: C.ink }),
    circle(265, 290, 3, { fill: C.snow }), circle(341, 290, 3, { fill: C.snow }),
    path('M238,266 Q261,252 284,262', { fill: 'none', stroke: o.browColor, strokeWidth: 7, strokeLinecap: 'round' }),
    path('M316,262 Q339,252 362,266', { fill: 'none', stroke: o.browColor, strokeWidth: 7, strokeLinecap: 'round' }),
    path('M300,300 Q291,328 299,336 Q306,339 313,333', { fill: 'none', stroke: skinDark, strokeWidth: 4.5, strokeLinecap: 'round' }),
    path(o.smile === 'big' ? 'M268,352 Q300,390 332,352 Q300,364 268,352 Z' : 'M274,356 Q300,378 326,356 Q300,366 274,356 Z', { fill: '#9c3f35' }),
  ];
  if (o.smile === 'big') parts.push(path('M276,356 Q300,364 324,356 L322,362 Q300,370 278,362 Z', { fill: C.snow }));
  if (o.age === 'older') {
    parts.push(path('M254,344 Q246,360 254,374', { fill: 'none', stroke: skinDark, strokeWidth: 3, opacity: 0.6 }));
    parts.push(path('M346,344 Q354,360 346,374', { fill: 'none', stroke: skinDark, strokeWidth: 3, opacity: 0.6 }));
    parts.push(path('M232,300 l-8,4 M368,300 l8,4', { stroke: skinDark, strokeWidth: 3, opacity: 0.6 }));
  }
  if (o.stubble) parts.push(path('M222,322 C232,384 268,398 300,398 C332,398 368,384 378,322 C366,360 340,380 300,382 C260,380 234,360 222,322 Z', { fill: o.hairColor, opacity: 0.25 }));
  if (o.moustache) parts.push(path('M266,348 Q300,328 334,348 Q318,354 300,346 Q282,354 266,348 Z', { fill: o.hairColor }));
  if (o.bindi) parts.push(circle(300, 252, 6.5, { fill: C.maroon }));
  return group(parts);
}

function glasses() {
  const s = { fill: C.snow, fillOpacity: 0.12, stroke: C.ink, strokeWidth: 5 };
  return group([
    rect(232, 270, 58, 46, { ...s, rx: 16 }),
    rect(310, 270, 58, 46, { ...s, rx: 16 }),
    path('M290,288 Q300,280 310,288', { fill: 'none', stroke: C.ink, strokeWidth: 5 }),
    path('M232,284 L212,280 M368,284 L388,280', { stroke: C.ink, strokeWidth: 5 }),
  ]);
}

/**
 * One portrait. Spec: skin, hair (style key), hairColor, grey streak, clothes {kind, color, ...},
 * topi (colour), glasses, moustache, stubble, bindi, earrings, age, smile, bg (index or colour).
 */
export function portrait(d, spec) {
  const o = { skin: SKIN[2], hairColor: HAIR.black, smile: 'soft', age: 'adult', ...spec };
  o.browColor = o.browColor ?? (o.hairColor === HAIR.silver || o.hairColor === HAIR.grey ? shade(o.hairColor, -0.3) : o.hairColor);
  const bg = typeof o.bg === 'number' ? PORTRAIT_BG[o.bg % PORTRAIT_BG.length] : o.bg ?? PORTRAIT_BG[0];
  const back = HAIR_BACK[o.hair];
  const front = HAIR_FRONT[o.front ?? o.hair] ?? HAIR_FRONT.parted;
  const skinDark = shade(o.skin, -0.2);
  const parts = [
    rect(0, 0, d.w, d.h, { fill: bg }),
    circle(300, 320, 236, { fill: C.snow, opacity: 0.35 }),
    circle(92, 96, 14, { fill: C.snow, opacity: 0.5 }), circle(520, 150, 9, { fill: C.snow, opacity: 0.5 }),
    back && o.hair !== 'long' ? back(o.hairColor) : '',
    outfit(d, o),
    back && o.hair === 'long' ? back(o.hairColor) : '',
    path('M262,350 L262,452 Q300,476 338,452 L338,350 Z', { fill: o.skin }),
    path('M262,392 Q300,432 338,392 L338,372 L262,372 Z', { fill: skinDark, opacity: 0.35 }),
    o.clothes.kind === 'daura' || o.clothes.kind === 'suit' ? polygon([[262, 444], [300, 470], [338, 444], [338, 456], [300, 480], [262, 456]], { fill: o.clothes.kind === 'suit' ? C.snow : C.cream }) : '',
    face(o),
    front(o.hairColor),
    o.streak ? path('M318,166 C344,172 364,188 378,224', { fill: 'none', stroke: HAIR.silver, strokeWidth: 8, strokeLinecap: 'round' }) : '',
    o.topi ? topi(d, o.topi) : '',
    o.glasses ? glasses() : '',
    o.earrings ? group([circle(206, 326, 8, { fill: C.gold }), circle(394, 326, 8, { fill: C.gold })]) : '',
  ];
  return parts.join('');
}
