// Buildings, each drawn standing on y = 0 and centred on x = 0: the clock-tower school, the +2
// college, a pagoda temple, a stupa, village houses and the school bus.
import { C } from '../palette.mjs';
import { at, circle, ellipse, group, line, path, polygon, rect } from '../lib/svg.mjs';

const WALL = '#f6e9d0';
const WALL_LIGHT = '#fbf1de';

/** A window: dark frame, glass with a sky reflection, cross bars; arched top if asked. */
export function windowPane(x, y, w, h, { arch = false, glass = C.blue300, frame = C.blue800, sill = C.wheat } = {}) {
  const shape = arch
    ? `M${x},${y + h} L${x},${y + w / 2} A${w / 2},${w / 2} 0 0 1 ${x + w},${y + w / 2} L${x + w},${y + h} Z`
    : `M${x},${y} h${w} v${h} h${-w} Z`;
  const i = 3;
  return group([
    path(shape, { fill: frame }),
    rect(x + i, y + (arch ? w / 2 : i), w - i * 2, h - (arch ? w / 2 : i) - i, { fill: glass }),
    polygon([[x + i, y + h - i - 6], [x + w - i - 8, y + (arch ? w / 2 : i)], [x + w - i, y + (arch ? w / 2 : i)], [x + i, y + h - i]], { fill: C.snow, opacity: 0.25 }),
    line(x + w / 2, y + (arch ? 4 : i), x + w / 2, y + h - i, { stroke: frame, strokeWidth: 2 }),
    line(x + i, y + h * 0.5, x + w - i, y + h * 0.5, { stroke: frame, strokeWidth: 2 }),
    rect(x - 3, y + h, w + 6, 4, { fill: sill }),
  ]);
}

/** An analogue clock face of radius r at (cx, cy), showing hours:minutes. */
export function clockFace(cx, cy, r, { hours = 7, minutes = 45, rim = C.blue800, face = C.snow, hands = C.blue900 } = {}) {
  const ticks = Array.from({ length: 12 }, (_, i) => {
    const a = (i * 30 * Math.PI) / 180;
    const r1 = r * (i % 3 ? 0.8 : 0.72);
    return line(cx + Math.sin(a) * r1, cy - Math.cos(a) * r1, cx + Math.sin(a) * r * 0.88, cy - Math.cos(a) * r * 0.88, {
      stroke: hands, strokeWidth: i % 3 ? r * 0.04 : r * 0.08, strokeLinecap: 'round',
    });
  });
  const hand = (turns, len, width) => {
    const a = turns * 2 * Math.PI;
    return line(cx, cy, cx + Math.sin(a) * len, cy - Math.cos(a) * len, { stroke: hands, strokeWidth: width, strokeLinecap: 'round' });
  };
  return group([
    circle(cx, cy, r, { fill: face, stroke: rim, strokeWidth: r * 0.16 }),
    ...ticks,
    hand(((hours % 12) + minutes / 60) / 12, r * 0.5, r * 0.11),
    hand(minutes / 60, r * 0.75, r * 0.07),
    circle(cx, cy, r * 0.08, { fill: C.terracotta }),
  ]);
}

/** Pitched tiled roof over a wing from x0 to x1 whose wall top is at y. */
function wingRoof(x0, x1, y, h = 36) {
  return group([
    polygon([[x0 - 16, y], [x0 + 10, y - h], [x1 - 10, y - h], [x1 + 16, y]], { fill: C.rust }),
    rect(x0 - 18, y - 3, x1 - x0 + 36, 7, { fill: C.brick }),
    ...Array.from({ length: Math.floor((x1 - x0) / 22) }, (_, i) =>
      line(x0 + 4 + i * 22, y - 4, x0 + 14 + i * 22, y - h + 2, { stroke: C.brick, strokeWidth: 2, opacity: 0.5 })),
  ]);
}

function wing(x0, width, { windows = 5 } = {}) {
  const gap = width / windows;
  const panes = [];
  for (let i = 0; i < windows; i += 1) {
    const wx = x0 + gap * i + (gap - 30) / 2;
    panes.push(windowPane(wx, -176, 30, 40, { arch: true }), windowPane(wx, -86, 30, 42));
  }
  return group([
    rect(x0, -192, width, 178, { fill: WALL }),
    rect(x0, -104, width, 7, { fill: C.wheat }),
    rect(x0, -40, width, 26, { fill: C.terracotta, opacity: 0.18 }),
    ...panes,
    wingRoof(x0, x0 + width, -192),
  ]);
}

/**
 * The Crest school: two tiled wings, a central block with an arched door and emblem, and the clock
 * tower with a two-tier pagoda roof. About 680 wide and 500 tall. time: [hours, minutes].
 */
export function schoolBuilding({ time = [7, 45], flag = true } = {}) {
  return group([
    rect(-345, -14, 690, 14, { fill: '#d9c6a0' }),
    wing(-330, 250),
    wing(80, 250),
    // central block
    rect(-82, -262, 164, 248, { fill: WALL_LIGHT }),
    rect(-90, -270, 180, 10, { fill: C.brick }),
    windowPane(-64, -236, 32, 48, { arch: true }),
    windowPane(32, -236, 32, 48, { arch: true }),
    circle(0, -208, 17, { fill: C.saffron, stroke: C.blue800, strokeWidth: 5 }),
    path('M-34,-14 L-34,-84 A34,34 0 0 1 34,-84 L34,-14 Z', { fill: C.blue800 }),
    path('M-26,-14 L-26,-82 A26,26 0 0 1 26,-82 L26,-14 Z', { fill: C.blue700 }),
    line(0, -108, 0, -14, { stroke: C.blue900, strokeWidth: 3 }),
    rect(-52, -14, 104, 7, { fill: '#e8d8b6' }),
    rect(-60, -7, 120, 7, { fill: '#decb9f' }),
    // clock tower
    rect(-44, -395, 88, 135, { fill: WALL }),
    rect(-44, -395, 18, 135, { fill: '#000', opacity: 0.04 }),
    clockFace(0, -330, 30, { hours: time[0], minutes: time[1] }),
    rect(-50, -290, 100, 6, { fill: C.wheat }),
    polygon([[-66, -393], [66, -393], [42, -424], [-42, -424]], { fill: C.rust }),
    rect(-66, -396, 132, 6, { fill: C.brick }),
    rect(-28, -448, 56, 26, { fill: WALL }),
    rect(-18, -442, 10, 16, { fill: C.blue800 }),
    rect(8, -442, 10, 16, { fill: C.blue800 }),
    polygon([[-48, -446], [48, -446], [0, -486]], { fill: C.rust }),
    rect(-50, -449, 100, 5, { fill: C.brick }),
    rect(-2, -512, 4, 28, { fill: C.gold }),
    circle(0, -506, 6, { fill: C.gold }),
    flag ? group([line(0, -512, 0, -548, { stroke: C.slate, strokeWidth: 2 }), polygon([[1, -548], [30, -541], [1, -533]], { fill: C.saffron })]) : '',
    // right-hand shade on each block
    rect(280, -192, 50, 178, { fill: '#000', opacity: 0.05 }),
    rect(60, -262, 22, 248, { fill: '#000', opacity: 0.05 }),
  ]);
}

/** The +2 college: modern block with glass bands and a columned portico. About 640 x 330. */
export function collegeBuilding({ glass = C.blue400 } = {}) {
  const bands = [];
  for (let row = 0; row < 3; row += 1) {
    const y = -236 + row * 72;
    bands.push(rect(-300, y, 600, 40, { fill: glass }));
    for (let x = -300; x <= 300; x += 40) bands.push(line(x, y, x, y + 40, { stroke: C.blue800, strokeWidth: 3 }));
    bands.push(rect(-300, y, 600, 12, { fill: C.snow, opacity: 0.2 }));
  }
  const columns = [];
  for (let i = 0; i < 5; i += 1) {
    const x = -92 + i * 46;
    columns.push(rect(x - 8, -262, 16, 244, { fill: C.snow }), rect(x - 11, -266, 22, 8, { fill: C.mist }), rect(x + 3, -262, 5, 244, { fill: '#000', opacity: 0.06 }));
  }
  return group([
    rect(-320, -262, 640, 262, { fill: WALL_LIGHT }),
    rect(-328, -272, 656, 12, { fill: C.blue800 }),
    ...bands,
    rect(-124, -276, 248, 276, { fill: C.sand }),
    polygon([[-140, -276], [0, -336], [140, -276]], { fill: C.blue800 }),
    polygon([[-112, -282], [0, -326], [112, -282]], { fill: C.blue700 }),
    circle(0, -298, 13, { fill: C.saffron }),
    rect(-144, -282, 288, 10, { fill: C.blue900 }),
    path('M-30,-18 L-30,-110 A30,30 0 0 1 30,-110 L30,-18 Z', { fill: C.blue800 }),
    ...columns,
    rect(-150, -18, 300, 9, { fill: C.mist }),
    rect(-164, -9, 328, 9, { fill: '#c9cfda' }),
    rect(240, -262, 80, 262, { fill: '#000', opacity: 0.05 }),
  ]);
}

/** A three-roofed pagoda temple on a stepped plinth. About 240 x 340. */
export function pagodaTemple() {
  const roof = (w, y, h, top) => polygon([[-w, y], [w, y], [top, y - h], [-top, y - h]], { fill: C.rust });
  const bells = (w, y) => [-w, -w / 2, 0, w / 2, w].map((x) => circle(x * 0.9, y + 5, 3, { fill: C.gold }));
  return group([
    rect(-120, -22, 240, 22, { fill: C.brick }),
    rect(-96, -44, 192, 22, { fill: '#b9573a' }),
    rect(-74, -66, 148, 22, { fill: C.brick }),
    rect(-48, -150, 96, 84, { fill: '#a34a30' }),
    rect(-16, -112, 32, 46, { fill: C.woodDark }),
    rect(-40, -140, 16, 20, { fill: C.woodDark }),
    rect(24, -140, 16, 20, { fill: C.woodDark }),
    roof(92, -150, 38, 52), ...bells(92, -150),
    rect(-34, -218, 68, 30, { fill: '#a34a30' }),
    roof(70, -218, 32, 36), ...bells(70, -218),
    rect(-22, -272, 44, 22, { fill: '#a34a30' }),
    roof(50, -272, 40, 2),
    rect(-3, -340, 6, 30, { fill: C.gold }),
    circle(0, -318, 9, { fill: C.gold }),
    circle(0, -338, 5, { fill: C.gold }),
  ]);
}

/** A whitewashed stupa with a gilded spire and painted eyes. About 280 x 330. */
export function stupa() {
  const rings = Array.from({ length: 9 }, (_, i) => line(-18 + i * 1.2, -160 - i * 9, 18 - i * 1.2, -160 - i * 9, { stroke: C.rust, strokeWidth: 2 }));
  const eye = (x) => path(`M${x - 9},-132 Q${x},-142 ${x + 9},-132 Q${x},-126 ${x - 9},-132 Z`, { fill: C.blue900 });
  return group([
    rect(-140, -22, 280, 22, { fill: '#eee5d3' }),
    rect(-118, -42, 236, 22, { fill: '#f6efe2' }),
    path('M-100,-42 A100,84 0 0 1 100,-42 Z', { fill: C.snow }),
    path('M30,-118 A100,84 0 0 1 100,-42 L60,-42 Z', { fill: '#000', opacity: 0.05 }),
    rect(-28, -156, 56, 40, { fill: C.gold }),
    eye(-12), eye(12),
    polygon([[-20, -156], [20, -156], [8, -240], [-8, -240]], { fill: C.gold }),
    ...rings,
    polygon([[-22, -240], [22, -240], [0, -262]], { fill: C.gold }),
    rect(-1.5, -290, 3, 30, { fill: C.gold }),
    circle(0, -292, 5, { fill: C.gold }),
  ]);
}

/** A small village house: walls, a pitched roof and a window. About 60 x 50. */
export function house({ wall = C.sand, roof = C.rust } = {}) {
  return group([
    rect(-24, -30, 48, 30, { fill: wall }),
    polygon([[-30, -30], [0, -52], [30, -30]], { fill: roof }),
    rect(-6, -16, 12, 16, { fill: C.woodDark }),
    rect(10, -24, 8, 8, { fill: C.blue700 }),
  ]);
}

/** The yellow school bus seen from the side, facing right; faces peek out of the windows. */
export function bus({ color = C.saffron, passengers = [] } = {}) {
  const windows = [];
  for (let i = 0; i < 6; i += 1) {
    const x = -136 + i * 40;
    windows.push(rect(x, -112, 32, 38, { fill: C.blue200, rx: 4 }));
    const p = passengers[i];
    if (p) {
      windows.push(circle(x + 16, -84, 10, { fill: p.skin }), path(`M${x + 6},-85 A10,10 0 0 1 ${x + 26},-85 Q${x + 16},-92 ${x + 6},-85 Z`, { fill: p.hair }));
    }
  }
  const wheel = (x) => group([circle(x, -20, 27, { fill: C.gold }), circle(x, -20, 21, { fill: C.ink }), circle(x, -20, 8, { fill: C.mist })]);
  return group([
    ellipse(0, 0, 160, 8, { fill: '#000', opacity: 0.12 }),
    path('M-150,-122 Q-150,-130 -140,-130 L118,-130 Q140,-130 148,-110 L156,-60 L156,-30 L-150,-30 Z', { fill: color }),
    rect(-150, -64, 306, 10, { fill: C.blue800 }),
    ...windows,
    path('M114,-112 L136,-112 Q142,-112 145,-104 L150,-74 L114,-74 Z', { fill: C.blue200 }),
    rect(96, -66, 16, 36, { fill: '#d99300' }),
    rect(-158, -34, 318, 10, { fill: C.slate, rx: 4 }),
    circle(150, -44, 5, { fill: C.butter }),
    wheel(-96), wheel(98),
  ]);
}

/** A flagpole with a swallow-tailed school pennant, standing on y = 0. */
export function flagpole(h = 200, { color = C.blue700, accent = C.saffron } = {}) {
  return group([
    rect(-2.5, -h, 5, h, { fill: C.slate }),
    circle(0, -h, 5, { fill: C.gold }),
    path(`M2,${-h + 6} L70,${-h + 14} L56,${-h + 30} L70,${-h + 46} L2,${-h + 46} Z`, { fill: color }),
    circle(24, -h + 26, 8, { fill: accent }),
    rect(-12, -6, 24, 6, { fill: C.slate }),
  ]);
}

/** A simple school gate arch, about 260 wide and 160 tall, posts on y = 0. */
export function gate() {
  return group([
    rect(-130, -150, 22, 150, { fill: C.brick }),
    rect(108, -150, 22, 150, { fill: C.brick }),
    path('M-136,-150 Q0,-200 136,-150 L136,-134 Q0,-184 -136,-134 Z', { fill: C.blue800 }),
    circle(0, -176, 12, { fill: C.saffron }),
    at(0, 0, 1, ellipse(0, 0, 140, 6, { fill: '#000', opacity: 0.08 })),
  ]);
}
