// Full-figure people for scenes: one posable rig (limbs are stroked paths between joints), with
// outfits (uniform, kurta, sari, gown, sportswear), hair styles, dhaka topi, backpacks and poses.
// A figure stands with its feet on y = 0 and is about 100 units tall as an adult.
import { C, CLOTHES, HAIR, SKIN, UNIFORM } from '../palette.mjs';
import { at, circle, ellipse, group, path, polar, polygon, polyline, rect } from '../lib/svg.mjs';

const BUILD = {
  adult: { head: 7.4, neck: 3, torso: 30, thigh: 23, shin: 22, upper: 14, fore: 13, shoulder: 9.5, hip: 6, arm: 5, leg: 6.4 },
  teen: { head: 7.2, neck: 2.6, torso: 26, thigh: 20, shin: 19, upper: 12, fore: 11.5, shoulder: 8.4, hip: 5.4, arm: 4.6, leg: 5.8 },
  child: { head: 7.4, neck: 1.6, torso: 19, thigh: 13, shin: 12, upper: 9, fore: 8.5, shoulder: 7, hip: 4.8, arm: 4.2, leg: 5.2 },
};

/** Joint angles in degrees (0 = hanging down, positive = away from the body): [upper, lower]. */
export const POSES = {
  stand: { arms: { l: [8, 4], r: [8, 4] }, legs: { l: [2, 1], r: [2, 1] } },
  walk: { arms: { l: [-14, -6], r: [18, 10] }, legs: { l: [-8, -2], r: [10, 6] } },
  wave: { arms: { l: [8, 4], r: [140, 168] }, legs: { l: [2, 1], r: [2, 1] } },
  raise: { arms: { l: [8, 4], r: [172, 178] }, legs: { l: [2, 1], r: [2, 1] } },
  cheer: { arms: { l: [148, 172], r: [148, 172] }, legs: { l: [6, 2], r: [6, 2] } },
  hold: { arms: { l: [14, -95], r: [14, -95] }, legs: { l: [2, 1], r: [2, 1] } },
  point: { arms: { l: [8, 4], r: [100, 112] }, legs: { l: [2, 1], r: [4, 2] } },
  run: { arms: { l: [55, 120], r: [-30, -80] }, legs: { l: [-28, 12], r: [40, -10] } },
  kick: { arms: { l: [60, 80], r: [45, 20] }, legs: { l: [-6, -3], r: [70, 40] } },
  jump: { arms: { l: [160, 176], r: [168, 180] }, legs: { l: [18, -12], r: [14, -16] } },
  dance: { arms: { l: [125, 165], r: [75, 40] }, legs: { l: [14, -8], r: [-4, -2] } },
  dance2: { arms: { l: [80, 45], r: [130, 170] }, legs: { l: [-4, -2], r: [16, -10] } },
  drum: { arms: { l: [20, -70], r: [20, -70] }, legs: { l: [2, 1], r: [2, 1] } },
  reach: { arms: { l: [10, 4], r: [40, -40] }, legs: { l: [2, 1], r: [2, 1] } },
};

/** Hair shapes in unit head coordinates (head radius 1 at the origin): [behind, front]. */
const CAP = 'M-1.05,0.1 C-1.14,-1.05 -0.5,-1.28 0,-1.22 C0.55,-1.28 1.14,-1.05 1.05,0.1 C0.96,-0.3 0.78,-0.5 0.42,-0.56 C0.1,-0.58 -0.35,-0.46 -0.58,-0.66 C-0.72,-0.34 -0.94,-0.24 -1.05,0.1 Z';
const PARTED = 'M-1.08,0.3 C-1.16,-1.0 -0.5,-1.28 0,-1.2 C0.5,-1.28 1.16,-1.0 1.08,0.3 C1.0,-0.2 0.6,-0.55 0.06,-0.78 C-0.6,-0.55 -1.0,-0.2 -1.08,0.3 Z';
function hairShapes(style, color) {
  const f = { fill: color };
  switch (style) {
    case 'long':
      return [path('M-1.15,-0.4 C-1.3,0.8 -1.25,1.9 -0.9,2.5 L0.9,2.5 C1.25,1.9 1.3,0.8 1.15,-0.4 Z', f), path(PARTED, f)];
    case 'bun':
      return [circle(0, -1.15, 0.55, f), path(PARTED, f)];
    case 'ponytail':
      return [ellipse(0.95, 0.55, 0.35, 0.95, { ...f, transform: 'rotate(-18 0.95 0.55)' }), path(PARTED, f)];
    case 'braids':
      return ['', group([path(PARTED, f), ...[-1, 1].flatMap((s) => [
        ellipse(s * 1.0, 0.9, 0.3, 0.5, f), ellipse(s * 1.0, 1.7, 0.27, 0.45, f),
        circle(s * 1.0, 2.25, 0.22, { fill: C.terracotta }),
      ])])];
    case 'receding':
      return ['', path('M-1.06,0.2 C-1.1,-0.5 -0.9,-0.8 -0.7,-0.85 L-0.75,-0.3 Z M1.06,0.2 C1.1,-0.5 0.9,-0.8 0.7,-0.85 L0.75,-0.3 Z', f)];
    case 'none':
      return ['', ''];
    default:
      return ['', path(CAP, f)];
  }
}

/** The Nepali dhaka topi, in unit head coordinates. */
export function topiShape(base = C.terracotta) {
  return group([
    polygon([[-1.04, -0.45], [1.04, -0.45], [0.94, -1.22], [-0.88, -1.5]], { fill: base }),
    polyline([[-0.95, -0.8], [-0.6, -1.0], [-0.25, -0.8], [0.1, -1.0], [0.45, -0.82], [0.8, -1.0]], { stroke: C.blue800, strokeWidth: 0.16 }),
    polyline([[-0.95, -1.15], [-0.6, -1.3], [-0.25, -1.12], [0.1, -1.28], [0.45, -1.1], [0.8, -1.22]], { stroke: C.cream, strokeWidth: 0.1 }),
    polygon([[-1.04, -0.45], [1.04, -0.45], [1.02, -0.6], [-1.02, -0.6]], { fill: C.ink, opacity: 0.35 }),
  ]);
}

/** A mortarboard with a saffron tassel, in unit head coordinates. */
export function gradCapShape(color = C.ink) {
  return group([
    path('M-0.85,-0.55 L-0.85,-1.0 Q0,-1.25 0.85,-1.0 L0.85,-0.55 Q0,-0.8 -0.85,-0.55 Z', { fill: color }),
    polygon([[-1.6, -1.1], [0, -1.55], [1.6, -1.1], [0, -0.7]], { fill: color }),
    polyline([[0, -1.12], [1.15, -1.0], [1.2, -0.35]], { stroke: C.saffron, strokeWidth: 0.12 }),
    rect(1.08, -0.45, 0.24, 0.4, { fill: C.saffron }),
  ]);
}

function limb(a, b, c, width, color, attrs = {}) {
  return polyline([a, b, c], { stroke: color, strokeWidth: width, strokeLinecap: 'round', strokeLinejoin: 'round', ...attrs });
}

/** Outfit pieces drawn over the legs (skirts, long tunics, gowns). */
function lowerGarment(outfit, B, hipY, colors) {
  const { top, bottom, accent } = colors;
  const hw = B.hip + 2;
  const knee = hipY + B.thigh;
  switch (outfit) {
    case 'skirt':
      return polygon([[-hw - 1, hipY - 3], [hw + 1, hipY - 3], [hw + 7, knee - 2], [-hw - 7, knee - 2]], { fill: bottom });
    case 'shorts':
      return polygon([[-hw - 1, hipY - 3], [hw + 1, hipY - 3], [hw + 4, hipY + B.thigh * 0.55], [-hw - 4, hipY + B.thigh * 0.55]], { fill: bottom });
    case 'sari':
      return group([
        polygon([[-hw - 1, hipY - 4], [hw + 1, hipY - 4], [hw + 9, -2], [-hw - 9, -2]], { fill: top }),
        polygon([[-hw - 9, -8], [hw + 9, -8], [hw + 9, -2], [-hw - 9, -2]], { fill: accent }),
      ]);
    case 'kurta':
      return polygon([[-hw, hipY - 6], [hw, hipY - 6], [hw + 6, knee + 2], [-hw - 6, knee + 2]], { fill: top });
    case 'gown':
      return polygon([[-hw - 2, hipY - 8], [hw + 2, hipY - 8], [hw + 10, -4], [-hw - 10, -4]], { fill: top });
    default:
      return '';
  }
}

/** Details on the torso: collar and tie, sari pallu, kurta placket, gown stole, backpack straps. */
function torsoDetails(o, B, torsoTop, hipY) {
  const out = [];
  if (o.tie) {
    out.push(polygon([[-3.2, torsoTop], [0, torsoTop + 4], [3.2, torsoTop]], { fill: C.snow }));
    out.push(polygon([[-1.4, torsoTop + 3], [1.4, torsoTop + 3], [2, torsoTop + 13], [0, torsoTop + 15], [-2, torsoTop + 13]], { fill: o.tie }));
  }
  if (o.outfit === 'sari') {
    out.push(polygon([[-B.shoulder - 1, torsoTop + 1], [-B.shoulder + 6, torsoTop - 1], [B.hip + 4, hipY + 2], [B.hip - 4, hipY + 6]], { fill: o.accent }));
  }
  if (o.outfit === 'kurta') out.push(rect(-0.8, torsoTop + 1, 1.6, 10, { fill: o.accent ?? C.gold }));
  if (o.outfit === 'gown') {
    out.push(polygon([[-5, torsoTop], [-2, torsoTop], [-2, hipY + 4], [-5, hipY + 2]], { fill: o.accent ?? C.saffron }));
    out.push(polygon([[5, torsoTop], [2, torsoTop], [2, hipY + 4], [5, hipY + 2]], { fill: o.accent ?? C.saffron }));
  }
  if (o.backpack && o.facing !== 'back') {
    out.push(rect(-B.shoulder + 1.5, torsoTop, 2.6, B.torso * 0.6, { fill: o.backpack }));
    out.push(rect(B.shoulder - 4.1, torsoTop, 2.6, B.torso * 0.6, { fill: o.backpack }));
  }
  return out;
}

function drawFace(B, headY) {
  const r = B.head;
  return group([
    circle(-r * 0.36, headY + r * 0.1, r * 0.12, { fill: C.ink }),
    circle(r * 0.36, headY + r * 0.1, r * 0.12, { fill: C.ink }),
    circle(-r * 0.55, headY + r * 0.42, r * 0.16, { fill: C.coral, opacity: 0.35 }),
    circle(r * 0.55, headY + r * 0.42, r * 0.16, { fill: C.coral, opacity: 0.35 }),
    path(`M${-r * 0.25},${headY + r * 0.42} Q0,${headY + r * 0.66} ${r * 0.25},${headY + r * 0.42}`, {
      fill: 'none', stroke: C.ink, strokeWidth: r * 0.1, strokeLinecap: 'round',
    }),
  ]);
}

/**
 * A standing figure. Options: age (adult | teen | child), skin, hair (short | long | bun | ponytail |
 * braids | receding | none), hairColor, outfit (trousers | skirt | shorts | sari | kurta | gown),
 * top, bottom, accent, sleeves (long | short), pose (a POSES key or {arms, legs}), facing (front |
 * back), face, topi (colour), gradCap, tie, backpack (colour), legs (false to hide, for seated
 * figures behind desks), holdRight / holdLeft (markup drawn at that hand), socks, shoes.
 */
export function person(opts = {}) {
  const o = {
    age: 'adult', skin: SKIN[2], hair: 'short', hairColor: HAIR.black, outfit: 'trousers', top: C.blue600,
    bottom: C.blue800, accent: C.saffron, sleeves: 'long', pose: 'stand', facing: 'front', face: true,
    shoes: C.ink, legs: true, ...opts,
  };
  const B = BUILD[o.age];
  const pose = typeof o.pose === 'string' ? POSES[o.pose] : o.pose;
  const hipY = -(B.thigh + B.shin) - 2;
  const torsoTop = hipY - B.torso;
  const shoulderY = torsoTop + 3;
  const headY = torsoTop - B.neck - B.head;
  const back = o.facing === 'back';
  const layers = [];
  const [hairBehind, hairFront] = hairShapes(o.hair, o.hairColor);

  if (!back && hairBehind) layers.push(at(0, headY, B.head, hairBehind));
  if (back && o.backpack) layers.push(rect(-B.shoulder + 1, torsoTop + 3, B.shoulder * 2 - 2, B.torso * 0.7, { fill: o.backpack, rx: 3 }));

  // legs
  if (o.legs) {
    const bareLegs = ['skirt', 'shorts'].includes(o.outfit);
    [-1, 1].forEach((s) => {
      const [a1, a2] = pose.legs[s < 0 ? 'l' : 'r'];
      const hip = [s * B.hip * 0.55, hipY];
      const knee = polar(hip, B.thigh, s * a1);
      const foot = polar(knee, B.shin, s * a2);
      layers.push(limb(hip, knee, foot, B.leg, bareLegs ? o.skin : o.bottom));
      if (o.socks) layers.push(limb(polar(knee, B.shin * 0.45, s * a2), foot, foot, B.leg, o.socks));
      layers.push(ellipse(foot[0] + s * 1.5, foot[1] + 1, B.leg * 0.75, B.leg * 0.42, { fill: o.shoes }));
    });
    layers.push(lowerGarment(o.outfit, B, hipY, o));
  } else if (o.outfit === 'sari' || o.outfit === 'gown' || o.outfit === 'kurta') {
    layers.push(rect(-B.hip - 3, hipY - 8, B.hip * 2 + 6, 14, { fill: o.top }));
  }

  // neck, torso
  layers.push(rect(-B.head * 0.32, torsoTop - B.neck - 2, B.head * 0.64, B.neck + 5, { fill: o.skin }));
  const sh = B.shoulder;
  const hw = B.hip + 2;
  layers.push(path(`M${-sh},${torsoTop + 5} Q${-sh},${torsoTop} ${-sh + 5},${torsoTop} L${sh - 5},${torsoTop} Q${sh},${torsoTop} ${sh},${torsoTop + 5} L${hw},${hipY + 1} L${-hw},${hipY + 1} Z`, { fill: o.top }));
  if (!back) layers.push(...torsoDetails(o, B, torsoTop, hipY));

  // arms
  [-1, 1].forEach((s) => {
    const [a1, a2] = pose.arms[s < 0 ? 'l' : 'r'];
    const shoulder = [s * (sh - 2), shoulderY];
    const elbow = polar(shoulder, B.upper, s * a1);
    const hand = polar(elbow, B.fore, s * a2);
    const sleeve = o.outfit === 'gown' ? o.top : o.sleeveColor ?? o.top;
    const width = o.outfit === 'gown' ? B.arm * 1.5 : B.arm;
    layers.push(limb(shoulder, elbow, hand, width + 1.4, C.ink, { opacity: 0.14 }));
    if (o.sleeves === 'short') {
      layers.push(limb(shoulder, elbow, hand, B.arm * 0.92, o.skin));
      layers.push(limb(shoulder, polar(shoulder, B.upper * 0.55, s * a1), polar(shoulder, B.upper * 0.56, s * a1), width, sleeve));
    } else {
      layers.push(limb(shoulder, elbow, hand, width, sleeve));
    }
    layers.push(circle(hand[0], hand[1], B.arm * 0.62, { fill: o.skin }));
    const held = s > 0 ? o.holdRight : o.holdLeft;
    if (held) layers.push(at(hand[0], hand[1], 1, held));
  });

  // head
  layers.push(circle(-B.head, headY + 0.5, B.head * 0.22, { fill: o.skin }), circle(B.head, headY + 0.5, B.head * 0.22, { fill: o.skin }));
  layers.push(circle(0, headY, B.head, { fill: back && o.hair !== 'receding' && o.hair !== 'none' ? o.hairColor : o.skin }));
  if (back) {
    if (hairBehind) layers.push(at(0, headY, B.head, hairBehind));
    if (hairFront && o.hair !== 'short') layers.push(at(0, headY, B.head, hairFront));
  } else {
    if (o.face) layers.push(drawFace(B, headY));
    if (hairFront) layers.push(at(0, headY, B.head, hairFront));
  }
  if (o.topi) layers.push(at(0, headY, B.head, topiShape(o.topi)));
  if (o.gradCap) layers.push(at(0, headY, B.head, gradCapShape()));
  return group(layers);
}

/** A random pupil in school uniform; girls wear skirts with braids or ponytails. */
export function student(rng, { age = 'child', facing = 'front', pose = 'stand', backpack = true, face = true, ...rest } = {}) {
  const girl = rng.chance(0.5);
  return person({
    age, facing, pose, face,
    skin: rng.pick(SKIN),
    hair: girl ? rng.pick(['braids', 'ponytail', 'bun', 'braids']) : 'short',
    hairColor: rng.chance(0.85) ? HAIR.black : HAIR.dark,
    outfit: girl ? 'skirt' : 'trousers',
    top: UNIFORM.shirt,
    bottom: UNIFORM.bottom,
    tie: UNIFORM.tie,
    socks: girl ? C.snow : undefined,
    backpack: backpack ? rng.pick([C.saffron, C.terracotta, C.green500, C.blue500, C.plum]) : undefined,
    ...rest,
  });
}

/** A small child in play clothes (preschool). */
export function toddler(rng, opts = {}) {
  const girl = rng.chance(0.5);
  return person({
    age: 'child', skin: rng.pick(SKIN), hair: girl ? rng.pick(['ponytail', 'bun', 'braids']) : 'short',
    outfit: girl ? 'skirt' : 'shorts', top: rng.pick(CLOTHES), bottom: rng.pick([C.blue500, C.green500, C.saffron, C.plum]),
    sleeves: 'short', ...opts,
  });
}

/** A random grown-up in everyday Nepali clothes (kurta, sari, shirt and trousers, topi). */
export function adult(rng, { pose = 'stand', face = true, gender, ...rest } = {}) {
  const woman = gender ? gender === 'f' : rng.chance(0.5);
  const old = rng.chance(0.25);
  const hairColor = old ? HAIR.grey : HAIR.black;
  if (woman) {
    const sari = rng.chance(0.5);
    return person({
      pose, face, skin: rng.pick(SKIN), hair: rng.pick(['bun', 'long', 'bun']), hairColor,
      outfit: sari ? 'sari' : 'kurta', top: rng.pick(CLOTHES), bottom: rng.pick([C.blue800, C.maroon, C.snow, C.teal]), accent: rng.pick([C.saffron, C.gold, C.terracotta, C.blue700]),
      ...rest,
    });
  }
  return person({
    pose, face, skin: rng.pick(SKIN), hair: old ? 'receding' : 'short', hairColor,
    outfit: rng.chance(0.4) ? 'kurta' : 'trousers', top: rng.pick([C.blue600, C.snow, C.teal, C.sand, C.green600]),
    bottom: rng.pick([C.slate, C.ink, C.cream]), accent: C.gold, topi: rng.chance(0.4) ? rng.pick([C.terracotta, C.maroon, C.blue700]) : undefined,
    ...rest,
  });
}

/** A ground shadow under a figure. */
export const shadow = (w = 16) => ellipse(0, 0, w, w * 0.22, { fill: '#000', opacity: 0.12 });
