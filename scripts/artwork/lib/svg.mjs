// Tiny SVG-building helpers: element strings, shapes, transforms, smooth curves, and a per-image
// Doc that owns the <defs> (gradients, clip paths, filters) and the random source.
import { makeRng } from './random.mjs';

/** Attributes whose camelCase names are real SVG names and must not become kebab-case. */
const KEEP_CASE = new Set([
  'viewBox', 'gradientUnits', 'gradientTransform', 'patternUnits', 'baseFrequency', 'numOctaves',
  'stitchTiles', 'preserveAspectRatio', 'clipPathUnits', 'stdDeviation', 'fx', 'fy',
]);
const kebab = (name) => (KEEP_CASE.has(name) ? name : name.replace(/[A-Z]/g, (m) => `-${m.toLowerCase()}`));

/** Numbers rounded to 2 decimals keep the SVG short. */
export const num = (n) => String(Math.round(n * 100) / 100);

const escapeText = (s) => String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export function el(tag, attrs = {}, children) {
  const a = Object.entries(attrs)
    .filter(([, v]) => v !== undefined && v !== null && v !== false)
    .map(([k, v]) => ` ${kebab(k)}="${typeof v === 'number' ? num(v) : v}"`)
    .join('');
  if (children === undefined) return `<${tag}${a}/>`;
  return `<${tag}${a}>${[children].flat(Infinity).join('')}</${tag}>`;
}

export const rect = (x, y, width, height, attrs = {}) => el('rect', { x, y, width, height, ...attrs });
export const circle = (cx, cy, r, attrs = {}) => el('circle', { cx, cy, r, ...attrs });
export const ellipse = (cx, cy, rx, ry, attrs = {}) => el('ellipse', { cx, cy, rx, ry, ...attrs });
export const line = (x1, y1, x2, y2, attrs = {}) => el('line', { x1, y1, x2, y2, ...attrs });
export const path = (d, attrs = {}) => el('path', { d, ...attrs });
export const points = (pts) => pts.map(([x, y]) => `${num(x)},${num(y)}`).join(' ');
export const polygon = (pts, attrs = {}) => el('polygon', { points: points(pts), ...attrs });
export const polyline = (pts, attrs = {}) => el('polyline', { points: points(pts), fill: 'none', ...attrs });
export const group = (children, attrs = {}) => el('g', attrs, children);
export const text = (x, y, content, attrs = {}) => el('text', { x, y, ...attrs }, escapeText(content));

/** Place drawn content: translate to (x, y), then rotate (degrees) and scale; flip mirrors it. */
export function at(x, y, s, children, { rot = 0, flip = false, opacity } = {}) {
  const parts = [`translate(${num(x)} ${num(y)})`];
  if (rot) parts.push(`rotate(${num(rot)})`);
  if (s !== 1 || flip) parts.push(`scale(${num(flip ? -s : s)} ${num(s)})`);
  return group(children, { transform: parts.join(' '), opacity });
}

/** A closed or open smooth path through points (Catmull-Rom converted to cubic Béziers). */
export function smoothPath(pts, { closed = false, tension = 1 } = {}) {
  const p = closed ? [pts[pts.length - 1], ...pts, pts[0], pts[1]] : [pts[0], ...pts, pts[pts.length - 1]];
  let d = `M${num(p[1][0])},${num(p[1][1])}`;
  for (let i = 1; i < p.length - 2; i += 1) {
    const [p0, p1, p2, p3] = [p[i - 1], p[i], p[i + 1], p[i + 2]];
    const c1 = [p1[0] + ((p2[0] - p0[0]) / 6) * tension, p1[1] + ((p2[1] - p0[1]) / 6) * tension];
    const c2 = [p2[0] - ((p3[0] - p1[0]) / 6) * tension, p2[1] - ((p3[1] - p1[1]) / 6) * tension];
    d += ` C${num(c1[0])},${num(c1[1])} ${num(c2[0])},${num(c2[1])} ${num(p2[0])},${num(p2[1])}`;
  }
  return closed ? `${d} Z` : d;
}

export const lerp = (a, b, t) => a + (b - a) * t;
export const deg = (a) => (a * Math.PI) / 180;
/** Point at distance len from (x, y) at angle a (degrees, 0 = straight down, positive = towards +x). */
export const polar = ([x, y], len, a) => [x + len * Math.sin(deg(a)), y + len * Math.cos(deg(a))];

/** One SVG image being drawn: size, random source, and the defs it collects. */
export class Doc {
  constructor(width, height, seed) {
    this.w = width;
    this.h = height;
    this.rng = makeRng(seed);
    this.defs = [];
    this.count = 0;
  }

  id(prefix = 'd') {
    this.count += 1;
    return `${prefix}${this.count}`;
  }

  /** Stops: [[offset, colour, opacity?], ...]; direction in bounding-box units (default top to bottom). */
  linear(stops, [x1, y1, x2, y2] = [0, 0, 0, 1]) {
    const id = this.id('lg');
    this.defs.push(el('linearGradient', { id, x1, y1, x2, y2 }, stopEls(stops)));
    return `url(#${id})`;
  }

  radial(stops, { cx = 0.5, cy = 0.5, r = 0.5 } = {}) {
    const id = this.id('rg');
    this.defs.push(el('radialGradient', { id, cx, cy, r }, stopEls(stops)));
    return `url(#${id})`;
  }

  /** A clip path from shape markup, for clip-path="...". */
  clip(shapes) {
    const id = this.id('cp');
    this.defs.push(el('clipPath', { id }, shapes));
    return `url(#${id})`;
  }

  filter(content, attrs = {}) {
    const id = this.id('f');
    this.defs.push(el('filter', { id, x: '-20%', y: '-20%', width: '140%', height: '140%', ...attrs }, content));
    return `url(#${id})`;
  }

  /** Soft blur, for glows and shadows. */
  blur(std) {
    return this.filter(el('feGaussianBlur', { stdDeviation: std }));
  }

  /** A full-size rectangle of fine noise: subtle paper grain laid over the finished picture. */
  grain(opacity = 0.12) {
    const f = this.filter(
      [
        el('feTurbulence', { type: 'fractalNoise', baseFrequency: 0.85, numOctaves: 2, seed: 7, stitchTiles: 'stitch' }),
        el('feColorMatrix', { type: 'matrix', values: '0 0 0 0 0.25 0 0 0 0 0.2 0 0 0 0 0.15 0 0 0 1.4 -0.6' }),
      ],
      { x: 0, y: 0, width: '100%', height: '100%' },
    );
    return rect(0, 0, this.w, this.h, { filter: f, opacity });
  }

  render(body) {
    return el(
      'svg',
      { xmlns: 'http://www.w3.org/2000/svg', width: this.w, height: this.h, viewBox: `0 0 ${this.w} ${this.h}` },
      [this.defs.length ? el('defs', {}, this.defs) : '', body],
    );
  }
}

function stopEls(stops) {
  return stops.map(([offset, color, opacity]) =>
    el('stop', { offset, stopColor: color, stopOpacity: opacity === undefined ? undefined : opacity }),
  );
}
