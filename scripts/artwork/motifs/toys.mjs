// Preschool toys: building blocks with shapes, stacking rings, a teddy bear, a beach ball, a
// xylophone. Each rests on y = 0.
import { C } from '../palette.mjs';
import { circle, ellipse, group, polygon, rect } from '../lib/svg.mjs';

const SYMBOLS = {
  circle: (s) => circle(0, 0, s * 0.28, { fill: C.snow }),
  square: (s) => rect(-s * 0.25, -s * 0.25, s * 0.5, s * 0.5, { fill: C.snow }),
  triangle: (s) => polygon([[0, -s * 0.3], [s * 0.3, s * 0.24], [-s * 0.3, s * 0.24]], { fill: C.snow }),
  star: (s) => polygon(Array.from({ length: 10 }, (_, i) => {
    const a = (i * 36 * Math.PI) / 180;
    const r = (i % 2 ? 0.14 : 0.32) * s;
    return [Math.sin(a) * r, -Math.cos(a) * r];
  }), { fill: C.snow }),
};

/** A toy block (cube in 3/4 view), size s, with a shape on its face. */
export function block(color = C.terracotta, s = 60, symbol = 'circle') {
  const top = s * 0.25;
  return group([
    polygon([[-s / 2, -s], [s / 2, -s], [s / 2 + top, -s - top], [-s / 2 + top, -s - top]], { fill: color }),
    polygon([[-s / 2, -s], [s / 2, -s], [s / 2 + top, -s - top], [-s / 2 + top, -s - top]], { fill: C.snow, opacity: 0.3 }),
    polygon([[s / 2, 0], [s / 2, -s], [s / 2 + top, -s - top], [s / 2 + top, -top]], { fill: color }),
    polygon([[s / 2, 0], [s / 2, -s], [s / 2 + top, -s - top], [s / 2 + top, -top]], { fill: '#000', opacity: 0.2 }),
    rect(-s / 2, -s, s, s, { fill: color }),
    group(SYMBOLS[symbol](s), { transform: `translate(0 ${-s / 2})` }),
  ]);
}

/** A tower of blocks from a list of [colour, symbol], with a slight wobble. */
export function blockTower(items, s = 60) {
  return group(items.map(([c, sym], i) => group(block(c, s, sym), { transform: `translate(${(i % 2 ? 1 : -1) * 4} ${-i * s})` })));
}

/** A stacking-rings toy on y = 0. */
export function stackingRings(colors = [C.terracotta, C.saffron, C.green500, C.blue500, C.plum]) {
  return group([
    rect(-50, -10, 100, 10, { fill: C.wood, rx: 5 }),
    rect(-5, -110, 10, 100, { fill: C.wood }),
    ...colors.map((c, i) => ellipse(0, -22 - i * 18, 44 - i * 6, 11, { fill: c })),
    circle(0, -116, 9, { fill: C.terracotta }),
  ]);
}

/** A teddy bear sitting, on y = 0, about 120 tall. */
export function teddy(fur = C.wood) {
  const dark = C.woodDark;
  return group([
    ellipse(-24, -8, 18, 12, { fill: fur }), ellipse(24, -8, 18, 12, { fill: fur }),
    ellipse(0, -40, 34, 36, { fill: fur }),
    ellipse(0, -36, 20, 22, { fill: C.wheat }),
    ellipse(-34, -48, 10, 20, { fill: fur, transform: 'rotate(25 -34 -48)' }),
    ellipse(34, -48, 10, 20, { fill: fur, transform: 'rotate(-25 34 -48)' }),
    circle(-22, -116, 11, { fill: fur }), circle(22, -116, 11, { fill: fur }),
    circle(-22, -116, 5, { fill: dark }), circle(22, -116, 5, { fill: dark }),
    circle(0, -94, 28, { fill: fur }),
    ellipse(0, -86, 12, 9, { fill: C.wheat }),
    ellipse(0, -90, 5, 3.5, { fill: C.ink }),
    circle(-10, -100, 3.5, { fill: C.ink }), circle(10, -100, 3.5, { fill: C.ink }),
    polygon([[-12, -68], [0, -62], [12, -68], [12, -56], [0, -62], [-12, -56]], { fill: C.terracotta }),
  ]);
}

/** A striped beach ball centred on (0,0). */
export function beachBall(r = 30) {
  return group([
    circle(0, 0, r, { fill: C.snow }),
    ellipse(0, 0, r * 0.4, r, { fill: C.terracotta }),
    ellipse(-r * 0.72, 0, r * 0.28, r * 0.7, { fill: C.blue500 }),
    ellipse(r * 0.72, 0, r * 0.28, r * 0.7, { fill: C.saffron }),
    circle(0, 0, r, { fill: 'none', stroke: '#000', strokeOpacity: 0.08, strokeWidth: 2 }),
  ]);
}

/** A toy xylophone with rainbow bars, on y = 0, about 180 wide. */
export function xylophone() {
  const bars = [C.terracotta, C.coral, C.saffron, C.green500, C.blue500, C.plum].map((c, i) => rect(-80 + i * 28, -60 + i * 4, 22, 56 - i * 8, { fill: c, rx: 4 }));
  return group([rect(-90, -12, 180, 12, { fill: C.wood, rx: 4 }), ...bars]);
}
