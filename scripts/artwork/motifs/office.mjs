// Faculty props for management, law and humanities: charts, ledger, briefcase, coins, calculator,
// scales of justice, gavel, classical column, quill and inkpot, scroll.
import { C } from '../palette.mjs';
import { circle, ellipse, group, line, path, polygon, rect } from '../lib/svg.mjs';

/** A bar chart on a card, w x h centred at (0,0), bars rising left to right with a trend arrow. */
export function barChart(w = 320, h = 220, values = [0.35, 0.5, 0.45, 0.7, 0.9]) {
  const pad = 30;
  const bw = (w - pad * 2) / values.length;
  const colors = [C.blue400, C.blue600, C.blue400, C.blue600, C.saffron];
  const bars = values.map((v, i) => rect(-w / 2 + pad + i * bw + 8, h / 2 - pad - v * (h - pad * 2), bw - 16, v * (h - pad * 2), { fill: colors[i % colors.length], rx: 3 }));
  const tops = values.map((v, i) => [-w / 2 + pad + i * bw + bw / 2, h / 2 - pad - v * (h - pad * 2) - 18]);
  const last = tops[tops.length - 1];
  return group([
    rect(-w / 2, -h / 2, w, h, { fill: C.snow, rx: 12 }),
    ...[0.25, 0.5, 0.75].map((t) => line(-w / 2 + pad, -h / 2 + pad + t * (h - pad * 2), w / 2 - pad, -h / 2 + pad + t * (h - pad * 2), { stroke: C.mist, strokeWidth: 2 })),
    line(-w / 2 + pad, h / 2 - pad, w / 2 - pad, h / 2 - pad, { stroke: C.slate, strokeWidth: 3 }),
    ...bars,
    path(`M${tops.map((p) => p.join(',')).join(' L')}`, { fill: 'none', stroke: C.terracotta, strokeWidth: 5, strokeLinejoin: 'round', strokeLinecap: 'round' }),
    polygon([[last[0] + 14, last[1] - 12], [last[0] - 6, last[1] - 10], [last[0] + 8, last[1] + 6]], { fill: C.terracotta }),
  ]);
}

/** A pie chart centred on (0,0) with slices given as fractions. */
export function pieChart(r = 80, slices = [0.45, 0.3, 0.25], colors = [C.blue600, C.saffron, C.terracotta]) {
  let a0 = -Math.PI / 2;
  const parts = slices.map((f, i) => {
    const a1 = a0 + f * Math.PI * 2;
    const large = f > 0.5 ? 1 : 0;
    const pop = i === 1 ? 8 : 0;
    const mid = (a0 + a1) / 2;
    const ox = Math.cos(mid) * pop;
    const oy = Math.sin(mid) * pop;
    const d = `M${ox},${oy} L${ox + Math.cos(a0) * r},${oy + Math.sin(a0) * r} A${r},${r} 0 ${large} 1 ${ox + Math.cos(a1) * r},${oy + Math.sin(a1) * r} Z`;
    a0 = a1;
    return path(d, { fill: colors[i % colors.length] });
  });
  return group(parts);
}

/** An open ledger with ruled columns, centred, about 260 wide. */
export function ledger() {
  const rows = [];
  for (let i = 0; i < 7; i += 1) {
    const y = -50 + i * 16;
    rows.push(line(-118, y, -10, y, { stroke: C.blue300, strokeWidth: 1.5 }), line(10, y, 118, y, { stroke: C.blue300, strokeWidth: 1.5 }));
    rows.push(rect(-110, y - 9, 30 + (i * 17) % 40, 5, { fill: C.slate, opacity: 0.5 }), rect(-44, y - 9, 26, 5, { fill: C.blue700, opacity: 0.6 }));
    rows.push(rect(18, y - 9, 24 + (i * 23) % 44, 5, { fill: C.slate, opacity: 0.5 }), rect(84, y - 9, 26, 5, { fill: i === 6 ? C.terracotta : C.blue700, opacity: 0.7 }));
  }
  return group([
    path('M-134,-74 L0,-70 L134,-74 L134,74 L0,78 L-134,74 Z', { fill: C.green700 }),
    rect(-126, -68, 124, 138, { fill: C.snow }),
    rect(2, -68, 124, 138, { fill: '#f6f2e8' }),
    line(-50, -66, -50, 68, { stroke: C.terracotta, strokeWidth: 1.5, opacity: 0.6 }),
    line(76, -66, 76, 68, { stroke: C.terracotta, strokeWidth: 1.5, opacity: 0.6 }),
    ...rows,
  ]);
}

/** A leather briefcase, on y = 0, about 200 wide. */
export function briefcase(color = C.woodDark) {
  return group([
    path('M-30,-130 L-30,-148 Q-30,-156 -22,-156 L22,-156 Q30,-156 30,-148 L30,-130', { fill: 'none', stroke: C.ink, strokeWidth: 8 }),
    rect(-100, -130, 200, 130, { fill: color, rx: 12 }),
    rect(-100, -130, 200, 44, { fill: '#000', opacity: 0.12, rx: 12 }),
    rect(-14, -96, 28, 20, { fill: C.gold, rx: 3 }),
    line(-100, -86, 100, -86, { stroke: C.ink, strokeWidth: 2, opacity: 0.4 }),
  ]);
}

/** A stack of coins, on y = 0. */
export function coins(n = 5, r = 26) {
  return group(Array.from({ length: n }, (_, i) => group([
    ellipse((i % 2) * 2, -i * 8 - 4, r, r * 0.35, { fill: C.gold }),
    ellipse((i % 2) * 2, -i * 8 - 8, r, r * 0.35, { fill: C.marigold }),
  ])));
}

/** A desk calculator, centred, about 100 x 140. */
export function calculator() {
  const keys = [];
  for (let r = 0; r < 4; r += 1) for (let c = 0; c < 4; c += 1) keys.push(rect(-38 + c * 20, -14 + r * 20, 16, 14, { fill: c === 3 ? C.saffron : C.mist, rx: 3 }));
  return group([rect(-50, -70, 100, 150, { fill: C.slate, rx: 10 }), rect(-38, -58, 76, 30, { fill: C.green200, rx: 4 }), ...keys]);
}

/** The scales of justice, base on y = 0, about 300 wide and 300 tall. */
export function scales(color = C.gold) {
  const pan = (x, y) => group([
    line(x, y - 90, x - 40, y, { stroke: color, strokeWidth: 2.5 }),
    line(x, y - 90, x + 40, y, { stroke: color, strokeWidth: 2.5 }),
    path(`M${x - 50},${y} Q${x},${y + 34} ${x + 50},${y} Z`, { fill: color }),
  ]);
  return group([
    rect(-60, -16, 120, 16, { fill: color, rx: 4 }),
    rect(-30, -30, 60, 16, { fill: color, rx: 4 }),
    rect(-6, -250, 12, 222, { fill: color }),
    line(-130, -236, 130, -220, { stroke: color, strokeWidth: 10, strokeLinecap: 'round' }),
    circle(0, -250, 14, { fill: color }),
    circle(0, -270, 8, { fill: color }),
    pan(-130, -140),
    pan(130, -124),
  ]);
}

/** A judge's gavel lying on its sound block, on y = 0, about 260 wide. */
export function gavel(wood = C.woodDark) {
  return group([
    ellipse(40, -16, 70, 18, { fill: wood }),
    ellipse(40, -24, 70, 18, { fill: C.wood }),
    group([
      rect(-130, -12, 170, 16, { fill: wood, rx: 8 }),
      rect(30, -46, 60, 84, { fill: C.wood, rx: 12 }),
      rect(30, -30, 60, 10, { fill: C.gold }),
      rect(30, 20, 60, 10, { fill: C.gold }),
    ], { transform: 'translate(0 -70) rotate(-18)' }),
  ]);
}

/** A classical column (for courts and the humanities), base on y = 0, h tall. */
export function column(h = 300, color = C.snow) {
  const flutes = [-14, -4, 6, 16].map((x) => line(x, -h + 30, x, -26, { stroke: C.mist, strokeWidth: 3 }));
  return group([
    rect(-36, -20, 72, 20, { fill: color }),
    rect(-28, -h + 24, 56, h - 44, { fill: color }),
    ...flutes,
    rect(-40, -h + 10, 80, 16, { fill: color }),
    rect(-46, -h, 92, 12, { fill: color }),
    rect(10, -h + 24, 18, h - 44, { fill: '#000', opacity: 0.05 }),
  ]);
}

/** A feather quill standing in an inkpot, pot base on y = 0. */
export function quillAndInk() {
  return group([
    path('M10,-40 C40,-120 90,-190 130,-230 C120,-170 80,-100 22,-40 Z', { fill: C.snow }),
    path('M10,-40 C50,-110 90,-170 130,-230', { fill: 'none', stroke: C.mist, strokeWidth: 3 }),
    line(10, -40, 0, -14, { stroke: C.ink, strokeWidth: 4 }),
    path('M-40,-36 L40,-36 L46,-4 Q46,0 40,0 L-40,0 Q-46,0 -46,-4 Z', { fill: C.blue900 }),
    rect(-22, -50, 44, 16, { fill: C.blue800, rx: 3 }),
    rect(-30, -28, 14, 20, { fill: C.snow, opacity: 0.2, rx: 3 }),
  ]);
}

/** A parchment scroll partly unrolled, centred, about 200 wide. */
export function scroll() {
  return group([
    rect(-90, -60, 180, 120, { fill: C.butter }),
    ...[-36, -18, 0, 18, 36].map((y) => rect(-70, y - 3, 120 - Math.abs(y), 5, { fill: C.wood, opacity: 0.45, rx: 2 })),
    rect(-100, -70, 200, 16, { fill: C.wheat, rx: 8 }),
    rect(-100, 54, 200, 16, { fill: C.wheat, rx: 8 }),
  ]);
}
