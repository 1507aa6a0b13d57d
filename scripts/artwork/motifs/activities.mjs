// Sport and arts motifs: balls, goal, hoop, trophy, madal drum, guitar, music notes, easel,
// paint palette, framed pictures and theatre masks.
import { C } from '../palette.mjs';
import { at, circle, ellipse, group, line, path, polygon, rect } from '../lib/svg.mjs';

/** A football centred on (0,0). */
export function football(r = 20) {
  const pent = (cx, cy, s, rot = 0) => {
    const pts = Array.from({ length: 5 }, (_, i) => {
      const a = ((i * 72 + rot) * Math.PI) / 180;
      return [cx + Math.sin(a) * s, cy - Math.cos(a) * s];
    });
    return polygon(pts, { fill: C.ink });
  };
  return group([
    circle(0, 0, r, { fill: C.snow, stroke: C.ink, strokeWidth: r * 0.06 }),
    pent(0, 0, r * 0.32),
    ...[0, 72, 144, 216, 288].map((a) => {
      const t = (a * Math.PI) / 180;
      return pent(Math.sin(t) * r * 0.82, -Math.cos(t) * r * 0.82, r * 0.22, a + 36);
    }),
  ]);
}

/** A basketball centred on (0,0). */
export function basketball(r = 20) {
  const s = { fill: 'none', stroke: C.ink, strokeWidth: r * 0.07 };
  return group([
    circle(0, 0, r, { fill: '#e07a2e' }),
    line(-r, 0, r, 0, s),
    line(0, -r, 0, r, s),
    path(`M${-r * 0.7},${-r * 0.7} Q${-r * 0.25},0 ${-r * 0.7},${r * 0.7}`, s),
    path(`M${r * 0.7},${-r * 0.7} Q${r * 0.25},0 ${r * 0.7},${r * 0.7}`, s),
  ]);
}

/** A football goal frame with net, w x h, posts on y = 0. */
export function goal(w = 240, h = 90) {
  const net = [];
  for (let x = -w / 2; x <= w / 2; x += 16) net.push(line(x, -h, x + (x < 0 ? -10 : 10), 0, { stroke: C.snow, strokeWidth: 1.2, opacity: 0.7 }));
  for (let y = -h; y < 0; y += 14) net.push(line(-w / 2, y, w / 2, y, { stroke: C.snow, strokeWidth: 1.2, opacity: 0.7 }));
  return group([...net, path(`M${-w / 2},0 L${-w / 2},${-h} L${w / 2},${-h} L${w / 2},0`, { fill: 'none', stroke: C.snow, strokeWidth: 7 })]);
}

/** A basketball hoop on a pole, pole base on y = 0, rim at about y = -300, facing left. */
export function hoop(h = 300) {
  const net = [0, 1, 2, 3, 4].map((i) => line(-62 + i * 10, -h + 46, -58 + i * 8, -h + 80, { stroke: C.snow, strokeWidth: 2 }));
  return group([
    rect(-6, -h, 12, h, { fill: C.slate }),
    rect(-30, -h - 10, 36, 10, { fill: C.slate }),
    rect(-40, -h - 70, 20, 110, { fill: C.snow, stroke: C.slate, strokeWidth: 4 }),
    ...net,
    path(`M-66,${-h + 46} L-28,${-h + 46}`, { stroke: C.terracotta, strokeWidth: 6, strokeLinecap: 'round' }),
  ]);
}

/** A gold trophy cup on y = 0, about 110 tall. */
export function trophy(color = C.gold) {
  return group([
    rect(-30, -14, 60, 14, { fill: C.woodDark, rx: 3 }),
    rect(-8, -38, 16, 24, { fill: color }),
    path('M-36,-104 L36,-104 Q36,-46 0,-40 Q-36,-46 -36,-104 Z', { fill: color }),
    path('M-36,-96 Q-58,-96 -52,-74 Q-46,-58 -28,-58', { fill: 'none', stroke: color, strokeWidth: 7 }),
    path('M36,-96 Q58,-96 52,-74 Q46,-58 28,-58', { fill: 'none', stroke: color, strokeWidth: 7 }),
    path('M-22,-98 Q-22,-62 -6,-50', { fill: 'none', stroke: C.snow, strokeWidth: 5, opacity: 0.5 }),
    circle(0, -78, 10, { fill: C.butter }),
  ]);
}

/** A medal on a ribbon, hanging from (0,0). */
export function medal(ribbon = C.blue600) {
  return group([
    polygon([[-12, 0], [0, 0], [10, 34], [-2, 34]], { fill: ribbon }),
    polygon([[12, 0], [0, 0], [-10, 34], [2, 34]], { fill: C.terracotta }),
    circle(0, 46, 14, { fill: C.gold }),
    circle(0, 46, 8, { fill: C.butter }),
  ]);
}

/** The madal, the Nepali barrel drum, lying horizontally centred on (0,0), about 150 long. */
export function madal(body = C.terracotta) {
  return group([
    path('M-60,-22 Q0,-40 60,-22 L60,22 Q0,40 -60,22 Z', { fill: body }),
    ...[-40, -20, 0, 20, 40].map((x) => line(x, -30 + Math.abs(x) * 0.2, x, 30 - Math.abs(x) * 0.2, { stroke: C.ink, strokeWidth: 1.5, opacity: 0.4 })),
    path('M-60,-22 L60,22 M-60,22 L60,-22', { stroke: C.cream, strokeWidth: 1.5, opacity: 0.6 }),
    ellipse(-62, 0, 10, 24, { fill: C.woodDark }),
    ellipse(62, 0, 12, 26, { fill: C.woodDark }),
    ellipse(62, 0, 6, 12, { fill: C.ink }),
    rect(-30, -40, 60, 5, { fill: C.gold, rx: 2 }),
  ]);
}

/** An acoustic guitar, centred, vertical, about 200 tall. */
export function guitar(body = C.wood) {
  return group([
    circle(0, 40, 46, { fill: body }),
    circle(0, -14, 34, { fill: body }),
    circle(0, 22, 14, { fill: C.ink }),
    rect(-6, -110, 12, 96, { fill: C.woodDark }),
    rect(-11, -130, 22, 24, { fill: C.woodDark, rx: 4 }),
    rect(-16, 58, 32, 7, { fill: C.woodDark }),
    ...[-3, 0, 3].map((x) => line(x, -108, x, 60, { stroke: C.cream, strokeWidth: 1 })),
  ]);
}

/** A music note glyph drawn as shapes (no font), centred; double = two beamed quavers. */
export function musicNote(color = C.blue700, double = false) {
  if (double) {
    return group([
      ellipse(-14, 16, 10, 7, { fill: color, transform: 'rotate(-20 -14 16)' }),
      ellipse(22, 10, 10, 7, { fill: color, transform: 'rotate(-20 22 10)' }),
      rect(-6, -30, 4, 46, { fill: color }),
      rect(30, -36, 4, 46, { fill: color }),
      polygon([[-6, -30], [34, -36], [34, -26], [-6, -20]], { fill: color }),
    ]);
  }
  return group([
    ellipse(-6, 16, 10, 7, { fill: color, transform: 'rotate(-20 -6 16)' }),
    rect(2, -30, 4, 46, { fill: color }),
    path('M6,-30 Q22,-20 18,-4 Q16,-16 6,-18 Z', { fill: color }),
  ]);
}

/** A painting: framed canvas w x h centred, with the given picture markup (in 0..w, 0..h units). */
export function framedPicture(w, h, picture, { frame = C.wood, mat = C.cream } = {}) {
  return group([
    rect(-w / 2 - 10, -h / 2 - 10, w + 20, h + 20, { fill: frame }),
    rect(-w / 2 - 4, -h / 2 - 4, w + 8, h + 8, { fill: mat }),
    at(-w / 2, -h / 2, 1, picture),
  ]);
}

/** Small picture contents for frames and easels, each filling w x h from (0,0). */
export const pictures = {
  mountain: (w, h) => group([
    rect(0, 0, w, h, { fill: C.blue200 }),
    polygon([[0, h], [w * 0.35, h * 0.3], [w * 0.6, h * 0.65], [w * 0.75, h * 0.45], [w, h]], { fill: C.blue600 }),
    polygon([[w * 0.35, h * 0.3], [w * 0.27, h * 0.45], [w * 0.42, h * 0.42]], { fill: C.snow }),
    circle(w * 0.78, h * 0.22, Math.min(w, h) * 0.1, { fill: C.saffron }),
    rect(0, h * 0.85, w, h * 0.15, { fill: C.green500 }),
  ]),
  sunset: (w, h) => group([
    rect(0, 0, w, h, { fill: C.coral }),
    rect(0, h * 0.5, w, h * 0.5, { fill: C.terracotta }),
    circle(w * 0.5, h * 0.5, Math.min(w, h) * 0.22, { fill: C.marigold }),
    rect(0, h * 0.62, w, h * 0.38, { fill: C.plum }),
  ]),
  abstract: (w, h) => group([
    rect(0, 0, w, h, { fill: C.cream }),
    circle(w * 0.35, h * 0.4, Math.min(w, h) * 0.25, { fill: C.blue600 }),
    rect(w * 0.5, h * 0.2, w * 0.35, h * 0.5, { fill: C.saffron }),
    polygon([[w * 0.1, h * 0.9], [w * 0.5, h * 0.55], [w * 0.8, h * 0.9]], { fill: C.terracotta }),
  ]),
  flower: (w, h) => group([
    rect(0, 0, w, h, { fill: C.green200 }),
    line(w / 2, h * 0.45, w / 2, h, { stroke: C.green700, strokeWidth: 4 }),
    ...[0, 72, 144, 216, 288].map((a) => ellipse(w / 2, h * 0.45 - Math.min(w, h) * 0.14, Math.min(w, h) * 0.08, Math.min(w, h) * 0.14, { fill: C.terracotta, transform: `rotate(${a} ${w / 2} ${h * 0.45})` })),
    circle(w / 2, h * 0.45, Math.min(w, h) * 0.07, { fill: C.saffron }),
  ]),
  portrait: (w, h) => group([
    rect(0, 0, w, h, { fill: C.butter }),
    circle(w / 2, h * 0.42, Math.min(w, h) * 0.2, { fill: C.wheat }),
    path(`M${w * 0.2},${h} Q${w / 2},${h * 0.55} ${w * 0.8},${h} Z`, { fill: C.blue600 }),
    path(`M${w * 0.3},${h * 0.38} Q${w / 2},${h * 0.12} ${w * 0.7},${h * 0.38} Q${w / 2},${h * 0.28} ${w * 0.3},${h * 0.38} Z`, { fill: C.ink }),
  ]),
};

/** A wooden easel with a canvas showing `picture` (a pictures.* function), legs on y = 0. */
export function easel(picture = pictures.mountain, { w = 120, h = 90 } = {}) {
  return group([
    line(-50, 0, -10, -200, { stroke: C.woodDark, strokeWidth: 8, strokeLinecap: 'round' }),
    line(50, 0, 10, -200, { stroke: C.woodDark, strokeWidth: 8, strokeLinecap: 'round' }),
    line(0, 0, 0, -190, { stroke: C.wood, strokeWidth: 6 }),
    rect(-w / 2 - 4, -70, w + 8, 8, { fill: C.wood }),
    rect(-w / 2 - 4, -70 - h - 8, w + 8, h + 8, { fill: C.snow }),
    at(-w / 2, -70 - h - 4, 1, picture(w, h)),
  ]);
}

/** An artist's paint palette with blobs of colour, centred. */
export function paintPalette() {
  const blobs = [C.terracotta, C.saffron, C.blue600, C.green500, C.snow].map((c, i) => {
    const a = (-150 + i * 55) * (Math.PI / 180);
    return circle(Math.cos(a) * 42, Math.sin(a) * 24 - 4, 10, { fill: c });
  });
  return group([
    path('M-66,0 C-66,-44 60,-50 66,-6 C70,24 30,34 10,22 C0,16 -8,30 -30,30 C-54,30 -66,18 -66,0 Z', { fill: C.wheat }),
    ellipse(14, 8, 9, 7, { fill: C.cream }),
    ...blobs,
    line(-20, 40, 50, -50, { stroke: C.woodDark, strokeWidth: 5, strokeLinecap: 'round' }),
    path('M50,-50 L58,-62 L62,-56 Z', { fill: C.terracotta }),
  ]);
}

/** Comedy and tragedy masks, overlapping, centred, about 220 wide. */
export function theatreMasks() {
  const mask = (fill, happy) => group([
    path('M-50,-60 Q0,-76 50,-60 Q56,10 0,50 Q-56,10 -50,-60 Z', { fill }),
    path(happy ? 'M-32,-26 Q-20,-38 -8,-26 Q-20,-30 -32,-26 Z M8,-26 Q20,-38 32,-26 Q20,-30 8,-26 Z' : 'M-32,-30 Q-20,-20 -8,-30 Q-20,-24 -32,-30 Z M8,-30 Q20,-20 32,-30 Q20,-24 8,-30 Z', { fill: C.ink }),
    path(happy ? 'M-24,6 Q0,34 24,6 Q0,16 -24,6 Z' : 'M-22,22 Q0,0 22,22 Q0,12 -22,22 Z', { fill: C.ink }),
  ]);
  return group([at(40, 10, 1, mask(C.blue600, false), { rot: 14 }), at(-40, -6, 1, mask(C.saffron, true), { rot: -12 })]);
}
