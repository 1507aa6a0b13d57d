// Seeded pseudo-random numbers (mulberry32), so every image is reproducible run after run.

/** Hash a string to a 32-bit seed (FNV-1a). */
function hashSeed(text) {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/**
 * A random source seeded from a string (usually the output file name), so each image has its own
 * stream and adding or reordering images never changes the others.
 */
export function makeRng(seed) {
  let state = hashSeed(String(seed));
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const rng = () => next();
  rng.range = (min, max) => min + (max - min) * next();
  rng.int = (min, max) => Math.floor(rng.range(min, max + 1));
  rng.pick = (items) => items[Math.floor(next() * items.length)];
  rng.chance = (p) => next() < p;
  rng.jitter = (value, amount) => value + (next() * 2 - 1) * amount;
  rng.shuffle = (items) => {
    const out = [...items];
    for (let i = out.length - 1; i > 0; i -= 1) {
      const j = Math.floor(next() * (i + 1));
      [out[i], out[j]] = [out[j], out[i]];
    }
    return out;
  };
  return rng;
}
