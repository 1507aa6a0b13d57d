// The nine team portraits: who wears what. Names match the files in data/images/team/.
import { C, HAIR, SKIN } from '../palette.mjs';
import { portrait } from '../portraits.mjs';

export const TEAM = [
  ['01-chairman', { skin: SKIN[2], hair: 'none', front: 'receding', hairColor: HAIR.grey, moustache: true, topi: C.terracotta, age: 'older', clothes: { kind: 'daura', color: '#26324d' }, bg: 0, smile: 'big' }],
  ['02-vice-chairman', { skin: SKIN[1], hair: 'bun', front: 'parted', streak: true, bindi: true, earrings: true, age: 'older', clothes: { kind: 'sari', color: C.maroon, blouse: C.saffron, border: C.gold }, bg: 1 }],
  ['03-principal', { skin: SKIN[3], hair: 'none', front: 'sidePart', glasses: true, clothes: { kind: 'suit', color: C.blue800, tie: C.saffron }, bg: 2, smile: 'big' }],
  ['04-admin-director', { skin: SKIN[4], hair: 'long', front: 'parted', earrings: true, bindi: true, clothes: { kind: 'kurta', color: C.teal }, bg: 3 }],
  ['05-chief-technical-officer', { skin: SKIN[2], hair: 'none', front: 'short', stubble: true, clothes: { kind: 'blazer', color: C.slate, inner: C.blue300 }, bg: 4, smile: 'big' }],
  ['06-iqac-coordinator', { skin: SKIN[2], hair: 'braid', front: 'parted', glasses: true, bindi: true, clothes: { kind: 'sari', color: C.blue600, blouse: C.blue800, border: C.saffron }, bg: 5 }],
  ['07-board-director', { skin: SKIN[1], hair: 'none', front: 'receding', hairColor: HAIR.silver, moustache: true, age: 'older', clothes: { kind: 'suit', color: '#5d6676', tie: C.maroon }, bg: 0 }],
  ['08-research-head', { skin: SKIN[3], hair: 'bob', front: 'fringe', hairColor: HAIR.dark, streak: true, glasses: true, clothes: { kind: 'blazer', color: C.terracotta, inner: C.cream }, bg: 1, smile: 'big' }],
  ['09-co-curricular-head', { skin: SKIN[5], hair: 'none', front: 'short', topi: C.blue700, clothes: { kind: 'kurta', color: C.green600 }, bg: 2, smile: 'big' }],
].map(([name, spec]) => ({ name, draw: (d) => portrait(d, spec) }));
