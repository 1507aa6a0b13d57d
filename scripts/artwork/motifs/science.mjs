// Science and technology motifs: glassware, atom, microscope, DNA, computers, a small robot.
import { C } from '../palette.mjs';
import { circle, ellipse, group, line, path, polygon, rect } from '../lib/svg.mjs';

/** An Erlenmeyer flask on y = 0, about 100 tall, with coloured liquid and bubbles. */
export function flask(liquid = C.terracotta, h = 100) {
  const s = h / 100;
  const glass = `M${-12 * s},${-h} L${-12 * s},${-62 * s} L${-44 * s},${-6 * s} Q${-46 * s},0 ${-38 * s},0 L${38 * s},0 Q${46 * s},0 ${44 * s},${-6 * s} L${12 * s},${-62 * s} L${12 * s},${-h} Z`;
  const fill = `M${-30 * s},${-30 * s} L${-44 * s},${-6 * s} Q${-46 * s},0 ${-38 * s},0 L${38 * s},0 Q${46 * s},0 ${44 * s},${-6 * s} L${30 * s},${-30 * s} Z`;
  return group([
    path(glass, { fill: C.snow, opacity: 0.75 }),
    path(fill, { fill: liquid }),
    circle(-8 * s, -16 * s, 4 * s, { fill: C.snow, opacity: 0.6 }),
    circle(6 * s, -22 * s, 3 * s, { fill: C.snow, opacity: 0.6 }),
    path(glass, { fill: 'none', stroke: C.blue800, strokeWidth: 3 * s, strokeLinejoin: 'round' }),
    rect(-16 * s, -h - 4 * s, 32 * s, 8 * s, { fill: C.blue800, rx: 3 * s }),
    line(-24 * s, -40 * s, -32 * s, -26 * s, { stroke: C.snow, strokeWidth: 4 * s, strokeLinecap: 'round', opacity: 0.8 }),
  ]);
}

/** A beaker on y = 0, about 80 tall. */
export function beaker(liquid = C.blue400, h = 80) {
  const w = h * 0.62;
  return group([
    rect(-w / 2, -h, w, h, { fill: C.snow, opacity: 0.7, rx: 4 }),
    rect(-w / 2, -h * 0.5, w, h * 0.5, { fill: liquid, rx: 4 }),
    ...[0.25, 0.45, 0.65].map((t) => line(-w / 2, -h * t, -w / 2 + 12, -h * t, { stroke: C.blue800, strokeWidth: 2 })),
    path(`M${-w / 2 - 4},${-h} L${-w / 2},${-h} L${-w / 2},0 L${w / 2},0 L${w / 2},${-h}`, { fill: 'none', stroke: C.blue800, strokeWidth: 3, strokeLinejoin: 'round' }),
  ]);
}

/** A wooden rack of three test tubes, on y = 0. */
export function testTubes(colors = [C.green500, C.saffron, C.terracotta]) {
  const tubes = colors.map((c, i) => {
    const x = -36 + i * 36;
    return group([
      rect(x - 8, -96, 16, 86, { fill: C.snow, opacity: 0.7, rx: 8 }),
      rect(x - 8, -52, 16, 42, { fill: c, rx: 8 }),
      rect(x - 8, -96, 16, 86, { fill: 'none', stroke: C.blue800, strokeWidth: 2.5, rx: 8 }),
    ]);
  });
  return group([...tubes, rect(-60, -44, 120, 10, { fill: C.wood }), rect(-60, -10, 120, 10, { fill: C.wood }), rect(-60, -44, 8, 44, { fill: C.woodDark }), rect(52, -44, 8, 44, { fill: C.woodDark })]);
}

/** The atom symbol centred on (0,0): three orbits, nucleus and electrons. */
export function atom(r = 100, { orbit = C.blue700, nucleus = C.terracotta, electron = C.saffron, width = 6 } = {}) {
  const orbits = [0, 60, 120].map((a) => ellipse(0, 0, r, r * 0.36, { fill: 'none', stroke: orbit, strokeWidth: width, transform: `rotate(${a})` }));
  const electrons = [0, 60, 120].map((a) => {
    const t = ((a + 35) * Math.PI) / 180;
    const ex = r * Math.cos(t);
    const ey = r * 0.36 * Math.sin(t);
    const rad = (a * Math.PI) / 180;
    return circle(ex * Math.cos(rad) - ey * Math.sin(rad), ex * Math.sin(rad) + ey * Math.cos(rad), width * 1.7, { fill: electron });
  });
  return group([...orbits, circle(0, 0, r * 0.17, { fill: nucleus }), ...electrons]);
}

/** A microscope on y = 0, facing left, about 130 tall. */
export function microscope(color = C.blue700) {
  return group([
    rect(-50, -14, 100, 14, { fill: color, rx: 5 }),
    path('M20,-14 L20,-70 Q20,-100 -5,-112 L-12,-98 Q6,-90 6,-70 L6,-14 Z', { fill: color }),
    rect(-40, -52, 70, 8, { fill: C.slate }),
    polygon([[-30, -150], [-12, -160], [12, -100], [-6, -90]], { fill: C.mist }),
    rect(-36, -170, 22, 14, { fill: C.slate, rx: 3, transform: 'rotate(-22 -25 -163)' }),
    rect(-10, -96, 12, 18, { fill: C.slate }),
    circle(22, -62, 9, { fill: C.slate }),
  ]);
}

/** A DNA double helix, vertical, centred, h tall. */
export function dnaHelix(h = 240, { a = C.blue600, b = C.terracotta } = {}) {
  const parts = [];
  const n = 10;
  const w = h * 0.18;
  const strand = (phase) => {
    let d = '';
    for (let i = 0; i <= 40; i += 1) {
      const y = -h / 2 + (h * i) / 40;
      const x = Math.sin((i / 40) * Math.PI * 3 + phase) * w;
      d += `${i ? 'L' : 'M'}${x.toFixed(1)},${y.toFixed(1)}`;
    }
    return d;
  };
  for (let i = 0; i < n; i += 1) {
    const t = (i + 0.5) / n;
    const y = -h / 2 + h * t;
    const x = Math.sin(t * Math.PI * 3) * w;
    parts.push(line(-x, y, x, y, { stroke: i % 2 ? C.saffron : C.green500, strokeWidth: 5, strokeLinecap: 'round' }));
  }
  parts.push(path(strand(0), { fill: 'none', stroke: a, strokeWidth: 8, strokeLinecap: 'round' }));
  parts.push(path(strand(Math.PI), { fill: 'none', stroke: b, strokeWidth: 8, strokeLinecap: 'round' }));
  return group(parts);
}

/** A desktop computer on y = 0: monitor (screen markup optional), stand and keyboard. */
export function computer({ screen = '', w = 120, color = C.ink } = {}) {
  const h = w * 0.64;
  return group([
    rect(-w / 2, -h - 30, w, h, { fill: color, rx: 6 }),
    rect(-w / 2 + 6, -h - 24, w - 12, h - 12, { fill: C.blue500 }),
    screen || group([
      rect(-w / 2 + 14, -h - 16, w * 0.4, 8, { fill: C.snow, opacity: 0.8 }),
      rect(-w / 2 + 14, -h, w * 0.6, 5, { fill: C.snow, opacity: 0.5 }),
      rect(-w / 2 + 14, -h + 10, w * 0.5, 5, { fill: C.snow, opacity: 0.5 }),
      rect(w * 0.12, -h - 12, w * 0.26, h * 0.45, { fill: C.saffron, opacity: 0.9 }),
    ]),
    rect(-8, -30, 16, 18, { fill: color }),
    rect(-30, -14, 60, 6, { fill: color, rx: 3 }),
    rect(-w * 0.45, -6, w * 0.9, 6, { fill: C.mist, rx: 2 }),
  ]);
}

/** An open laptop on y = 0, about 120 wide. */
export function laptop(color = C.slate) {
  return group([
    polygon([[-52, -76], [52, -76], [56, -6], [-56, -6]], { fill: color }),
    polygon([[-46, -70], [46, -70], [49, -12], [-49, -12]], { fill: C.blue400 }),
    rect(-30, -58, 40, 6, { fill: C.snow, opacity: 0.7 }),
    rect(-30, -46, 56, 4, { fill: C.snow, opacity: 0.4 }),
    polygon([[-66, -6], [66, -6], [72, 0], [-72, 0]], { fill: C.mist }),
  ]);
}

/** A friendly little robot (robotics club), on y = 0, about 110 tall. */
export function robot(color = C.blue600) {
  return group([
    rect(-30, -70, 60, 50, { fill: color, rx: 8 }),
    circle(-16, -6, 12, { fill: C.ink }), circle(16, -6, 12, { fill: C.ink }),
    rect(-24, -106, 48, 32, { fill: C.mist, rx: 8 }),
    circle(-10, -90, 6, { fill: C.saffron }), circle(10, -90, 6, { fill: C.saffron }),
    line(0, -106, 0, -120, { stroke: C.slate, strokeWidth: 3 }), circle(0, -122, 5, { fill: C.terracotta }),
    rect(-18, -56, 36, 18, { fill: C.blue900, rx: 3 }),
    circle(-8, -47, 3, { fill: C.green300 }), circle(2, -47, 3, { fill: C.saffron }), circle(12, -47, 3, { fill: C.terracotta }),
    rect(-44, -64, 14, 8, { fill: C.slate }), rect(30, -64, 14, 8, { fill: C.slate }),
  ]);
}
