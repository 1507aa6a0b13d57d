// Outdoor motifs: sky, sun, clouds, Himalayan ranges with snow caps, rolling and terraced hills,
// prayer-flag strings, trees, rivers and paths.
import { C, FLAGS } from '../palette.mjs';
import { at, circle, ellipse, group, lerp, path, polygon, rect, smoothPath } from '../lib/svg.mjs';

export function sky(d, { top = C.blue300, bottom = C.cream, height = d.h, y = 0 } = {}) {
  return rect(0, y, d.w, height, { fill: d.linear([[0, top], [1, bottom]]) });
}

export function sun(d, x, y, r, { color = C.marigold, glow = C.butter } = {}) {
  const halo = d.radial([[0, glow, 0.9], [0.45, glow, 0.35], [1, glow, 0]]);
  return group([circle(x, y, r * 3.2, { fill: halo }), circle(x, y, r, { fill: color })]);
}

/** A flat-bottomed cartoon cloud, about 160 x 50 units. */
export function cloud(x, y, s = 1, fill = C.snow, opacity = 0.9) {
  const body = path(
    'M-80,0 C-80,-18 -62,-26 -48,-20 C-44,-40 -14,-48 2,-30 C12,-50 52,-46 54,-22 C70,-24 82,-12 80,0 Z',
    { fill },
  );
  return at(x, y, s, body, { opacity });
}

export function clouds(d, count, { yMin = 40, yMax = d.h * 0.3, sMin = 0.6, sMax = 1.3, fill = C.snow } = {}) {
  const out = [];
  for (let i = 0; i < count; i += 1) {
    const x = ((i + d.rng.range(0.1, 0.9)) / count) * d.w;
    out.push(cloud(x, d.rng.range(yMin, yMax), d.rng.range(sMin, sMax), fill, d.rng.range(0.7, 0.95)));
  }
  return out.join('');
}

/** Walk a ridge polyline from index k in direction dir until it drops below yLimit. */
function walkRidge(ridge, k, dir, yLimit) {
  const out = [];
  for (let i = k + dir; i >= 0 && i < ridge.length; i += dir) {
    const [x, y] = ridge[i];
    if (y >= yLimit) {
      const [px, py] = ridge[i - dir];
      const t = (yLimit - py) / (y - py);
      out.push([lerp(px, x, t), yLimit]);
      return out;
    }
    out.push([x, y]);
  }
  return out;
}

/** A zig-zag snow line from a to b around height y. */
function snowLine(d, a, b, depth) {
  const pts = [];
  const steps = 4 + Math.floor(Math.abs(b[0] - a[0]) / 18);
  for (let i = 1; i < steps; i += 1) {
    const t = i / steps;
    const x = lerp(a[0], b[0], t);
    const y = lerp(a[1], b[1], t) + (i % 2 ? -depth * d.rng.range(0.15, 0.35) : depth * d.rng.range(0, 0.12));
    pts.push([x, y]);
  }
  return pts;
}

/**
 * A Himalayan range: jagged ridge of `peaks` peaks between x0 and x1, tops between topMin and topMax,
 * resting on baseY and filled down to `bottom`. Snow caps (snowDepth px) and a shaded east face.
 */
export function mountains(d, opts) {
  const {
    baseY, topMin, topMax, peaks = 5, x0 = -60, x1 = d.w + 60, bottom = d.h,
    color = C.blue500, colorLow = color, snow = C.snow, snowFrac = 0.28, shade = C.blue900, shadeOpacity = 0.22,
  } = opts;
  const rng = d.rng;
  const span = (x1 - x0) / peaks;
  const tops = Array.from({ length: peaks }, (_, i) => [x0 + span * (i + rng.range(0.3, 0.7)), rng.range(topMin, topMax)]);
  const ridge = [[x0, rng.range(lerp(topMax, baseY, 0.4), baseY)]];
  const peakIdx = [];
  tops.forEach(([x, y], i) => {
    const prev = ridge[ridge.length - 1];
    // one or two "shoulders" on the way up make the ridge look rocky rather than triangular
    const shoulders = rng.int(1, 2);
    for (let s = 1; s <= shoulders; s += 1) {
      const t = s / (shoulders + 1);
      ridge.push([lerp(prev[0], x, t) + rng.jitter(0, span * 0.05), lerp(prev[1], y, t) + rng.jitter(0, 14)]);
    }
    peakIdx.push(ridge.length);
    ridge.push([x, y]);
    const next = tops[i + 1];
    const valleyX = next ? lerp(x, next[0], rng.range(0.4, 0.6)) : x1;
    const lowest = next ? Math.max(y, next[1]) : y;
    const valleyY = Math.min(baseY - 10, lowest + (baseY - lowest) * rng.range(0.3, 0.6));
    const t = rng.range(0.4, 0.6);
    ridge.push([lerp(x, valleyX, t) + rng.jitter(0, span * 0.04), lerp(y, valleyY, t) + rng.jitter(0, 12)]);
    ridge.push([valleyX, valleyY]);
  });
  const body = polygon([...ridge, [x1, bottom], [x0, bottom]], {
    fill: d.linear([[0, color], [1, colorLow]]),
  });
  const caps = [];
  const shades = [];
  peakIdx.forEach((k) => {
    const peak = ridge[k];
    const snowDepth = (baseY - peak[1]) * snowFrac;
    const limit = peak[1] + snowDepth * rng.range(0.8, 1.2);
    const left = walkRidge(ridge, k, -1, limit);
    const right = walkRidge(ridge, k, 1, limit);
    if (left.length && right.length) {
      const a = right[right.length - 1];
      const b = left[left.length - 1];
      caps.push(polygon([...left.reverse(), peak, ...right, ...snowLine(d, a, b, snowDepth)], { fill: snow }));
    }
    // shaded face: from the peak down the right-hand ridge to the next valley, then straight down
    // to the base and back up a slightly crooked crease under the peak
    let v = k + 1;
    while (v < ridge.length - 1 && ridge[v + 1][1] > ridge[v][1]) v += 1;
    const valley = ridge[v];
    const crease = [lerp(peak[0], valley[0], 0.18), bottom];
    const mid = [lerp(peak[0], valley[0], 0.04), lerp(peak[1], baseY, 0.4)];
    shades.push(polygon([...ridge.slice(k, v + 1), [valley[0], bottom], crease, mid], { fill: shade, opacity: shadeOpacity }));
  });
  return group([body, ...caps, ...shades]);
}

/** Points along a rolling hill top from x0 to x1 around baseY with bumps of height amp. */
export function hillLine(d, { baseY, amp, bumps = 4, x0 = -80, x1 = d.w + 80 }) {
  const pts = [];
  const n = bumps * 2;
  for (let i = 0; i <= n; i += 1) {
    const x = lerp(x0, x1, i / n);
    const lift = i % 2 ? d.rng.range(0.55, 1) : d.rng.range(0, 0.35);
    pts.push([x, baseY - amp * lift]);
  }
  return pts;
}

export function hillShape(pts, bottom) {
  const first = pts[0];
  const last = pts[pts.length - 1];
  return `${smoothPath(pts)} L${last[0]},${bottom} L${first[0]},${bottom} Z`;
}

export function hills(d, { baseY, amp, bumps = 4, color = C.green500, colorLow, bottom = d.h, x0, x1 }) {
  const pts = hillLine(d, { baseY, amp, bumps, x0, x1 });
  const fill = colorLow ? d.linear([[0, color], [1, colorLow]]) : color;
  return path(hillShape(pts, bottom), { fill });
}

/** A hill cut into curved rice terraces: bands following the hill top, clipped to the hill. */
export function terraces(d, { baseY, amp, bumps = 3, color = C.green400, edge = C.green200, riser = C.green700, rows = 7, spacing = 22, bottom = d.h, x0, x1 }) {
  const pts = hillLine(d, { baseY, amp, bumps, x0, x1 });
  const shape = hillShape(pts, bottom);
  const clip = d.clip(path(shape));
  const bands = [];
  for (let i = 1; i <= rows; i += 1) {
    const off = i * spacing * (1 + i * 0.08);
    const wave = pts.map(([x, y]) => [x, y + off + d.rng.jitter(0, 3)]);
    bands.push(path(smoothPath(wave), { fill: 'none', stroke: riser, strokeWidth: 2.5, opacity: 0.35 }));
    bands.push(path(smoothPath(wave.map(([x, y]) => [x, y - 3])), { fill: 'none', stroke: edge, strokeWidth: 3, opacity: 0.8 }));
  }
  return group([path(shape, { fill: color }), group(bands, { clipPath: clip })]);
}

/** A string of prayer flags hanging between two points with a sag. */
export function prayerFlags(d, { from, to, sag = 40, count = 14, size = 16, colors = FLAGS, string = C.slate }) {
  const ctrl = [(from[0] + to[0]) / 2, (from[1] + to[1]) / 2 + sag * 2];
  const bez = (t) => [
    (1 - t) ** 2 * from[0] + 2 * (1 - t) * t * ctrl[0] + t ** 2 * to[0],
    (1 - t) ** 2 * from[1] + 2 * (1 - t) * t * ctrl[1] + t ** 2 * to[1],
  ];
  const flags = [];
  for (let i = 0; i < count; i += 1) {
    const t = (i + 0.5) / count;
    const [x, y] = bez(t);
    const [x2, y2] = bez(t + 0.01);
    const tilt = (Math.atan2(y2 - y, x2 - x) * 180) / Math.PI + d.rng.jitter(0, 6);
    const flag = polygon([[-size / 2, 0], [size / 2, 0], [size / 2 + 1, size * 1.15], [-size / 2 + 1, size * 1.25]], {
      fill: colors[i % colors.length], stroke: 'rgba(0,0,0,0.08)', strokeWidth: 1,
    });
    flags.push(at(x, y, 1, flag, { rot: tilt }));
  }
  return group([
    path(`M${from[0]},${from[1]} Q${ctrl[0]},${ctrl[1]} ${to[0]},${to[1]}`, { fill: 'none', stroke: string, strokeWidth: 1.5 }),
    ...flags,
  ]);
}

/** A tree with its base at (0,0), about 100 units tall. kind: round | pine | poplar. */
export function tree(kind = 'round', { color = C.green600, light = C.green400, trunk = C.woodDark } = {}) {
  if (kind === 'pine') {
    return group([
      rect(-4, -20, 8, 20, { fill: trunk }),
      polygon([[-26, -18], [26, -18], [0, -62]], { fill: color }),
      polygon([[-21, -44], [21, -44], [0, -84]], { fill: color }),
      polygon([[-15, -66], [15, -66], [0, -102]], { fill: color }),
      polygon([[0, -102], [15, -66], [3, -66]], { fill: '#000', opacity: 0.12 }),
      polygon([[0, -62], [26, -18], [4, -18]], { fill: '#000', opacity: 0.12 }),
    ]);
  }
  if (kind === 'poplar') {
    return group([
      rect(-3, -22, 6, 22, { fill: trunk }),
      ellipse(0, -60, 17, 44, { fill: color }),
      path('M0,-104 C12,-96 17,-70 15,-50 C12,-30 6,-20 0,-17 Z', { fill: '#000', opacity: 0.12 }),
    ]);
  }
  return group([
    path('M-4,0 L-3,-40 L3,-40 L4,0 Z', { fill: trunk }),
    circle(-16, -52, 22, { fill: color }),
    circle(16, -54, 22, { fill: color }),
    circle(0, -74, 26, { fill: color }),
    circle(-6, -80, 13, { fill: light, opacity: 0.55 }),
  ]);
}

/** A row of trees along y, scaled between sMin and sMax. */
export function treeLine(d, { y, x0 = 0, x1 = d.w, count = 10, sMin = 0.5, sMax = 0.9, kinds = ['round', 'pine'], color, light }) {
  const out = [];
  for (let i = 0; i < count; i += 1) {
    const x = lerp(x0, x1, (i + d.rng.range(0.2, 0.8)) / count);
    out.push(at(x, y + d.rng.jitter(0, 4), d.rng.range(sMin, sMax), tree(d.rng.pick(kinds), { color, light })));
  }
  return out.join('');
}

/** A winding river ribbon through the given centre points, width grows toward the viewer. */
export function river(pts, { color = C.blue300, shine = C.blue100, w0 = 6, w1 = 60 } = {}) {
  const left = [];
  const right = [];
  pts.forEach(([x, y], i) => {
    const w = lerp(w0, w1, i / (pts.length - 1)) / 2;
    left.push([x - w, y]);
    right.push([x + w, y]);
  });
  const d = `${smoothPath(left)} L${right[right.length - 1][0]},${right[right.length - 1][1]} ${smoothPath(right.reverse()).slice(1)} Z`;
  return group([path(d, { fill: color }), path(smoothPath(pts), { fill: 'none', stroke: shine, strokeWidth: 2, strokeDasharray: '30 40', opacity: 0.8 })]);
}

/** The standard outdoor backdrop: sky, sun, clouds, and a distant and a near snowy range. */
export function himalayanBackdrop(d, { horizon = d.h * 0.6, span = d.h, skyTop = C.blue300, skyBottom = C.cream, sunAt, peaks = 6, far = true, scale = 1 } = {}) {
  const layers = [sky(d, { top: skyTop, bottom: skyBottom, height: span })];
  if (sunAt) layers.push(sun(d, sunAt[0], sunAt[1], 34 * scale));
  layers.push(clouds(d, 3, { yMin: span * 0.08, yMax: span * 0.22, sMin: 0.5 * scale, sMax: 0.9 * scale }));
  if (far) {
    layers.push(mountains(d, {
      baseY: horizon, topMin: horizon - span * 0.42, topMax: horizon - span * 0.28, peaks: peaks + 1, bottom: span,
      color: C.blue200, colorLow: C.blue100, snow: C.snow, snowFrac: 0.3, shadeOpacity: 0.12,
    }));
  }
  layers.push(mountains(d, {
    baseY: horizon + 10, topMin: horizon - span * 0.3, topMax: horizon - span * 0.16, peaks, bottom: span,
    color: C.blue400, colorLow: C.blue300, snowDepth: 50 * scale, shadeOpacity: 0.2,
  }));
  return group(layers);
}

/** A winding road through points: asphalt band with a dashed centre line, widening to the front. */
export function road(pts, { width = 40, color = '#8b8f99', edge = C.sand, dash = C.snow } = {}) {
  const d = smoothPath(pts);
  return group([
    path(d, { fill: 'none', stroke: edge, strokeWidth: width + 10, strokeLinecap: 'round', strokeLinejoin: 'round' }),
    path(d, { fill: 'none', stroke: color, strokeWidth: width, strokeLinecap: 'round', strokeLinejoin: 'round' }),
    path(d, { fill: 'none', stroke: dash, strokeWidth: width * 0.08, strokeDasharray: `${width * 0.5} ${width * 0.5}` }),
  ]);
}

/** A few simple snow-capped triangular peaks filling x..x+w above baseY (for small vignettes). */
export function simplePeaks(x, baseY, w, h, { color = C.blue500, shade = C.blue700, snow = C.snow, count = 3 } = {}) {
  const out = [];
  for (let i = 0; i < count; i += 1) {
    const cx = x + (w * (i + 0.5)) / count;
    const ph = h * (i % 2 ? 0.75 : 1);
    const half = (w / count) * 0.85;
    const top = [cx, baseY - ph];
    out.push(polygon([[cx - half, baseY], top, [cx + half, baseY]], { fill: color }));
    out.push(polygon([top, [cx + half, baseY], [cx + half * 0.15, baseY]], { fill: shade, opacity: 0.35 }));
    const t = 0.3;
    out.push(polygon([top, [cx + half * t, baseY - ph * (1 - t)], [cx + half * t * 0.3, baseY - ph * (1 - t * 0.75)], [cx - half * t * 0.2, baseY - ph * (1 - t)], [cx - half * t, baseY - ph * (1 - t)]], { fill: snow }));
  }
  return group(out);
}
