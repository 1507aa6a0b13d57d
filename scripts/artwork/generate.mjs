// Entry point of `npm run artwork`: draws every image in manifest.mjs as SVG and writes it under
// data/images (JPEG/PNG via sharp, SVG as text). Deterministic: each image is seeded by its path.
// Usage: node scripts/artwork/generate.mjs [filter]   (filter: only paths containing this text)
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Doc } from './lib/svg.mjs';
import { writeJpeg, writePng, writeText } from './lib/render.mjs';
import { OUTPUTS } from './manifest.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const OUT_DIR = path.join(ROOT, 'data/images');
/** Paper grain strength laid over every JPEG scene (0 turns it off). */
const GRAIN = 0.09;
const CONCURRENCY = 2;

async function render(item) {
  const file = path.join(OUT_DIR, item.file);
  if (item.kind === 'svg') return writeText(`${item.source()}\n`, file);
  if (item.kind === 'png') return writePng(item.source(), file);
  const doc = new Doc(item.w, item.h, item.file);
  const body = item.draw(doc);
  return writeJpeg(doc.render(body + (GRAIN ? doc.grain(GRAIN) : '')), file, { budgetKB: item.budgetKB });
}

async function main() {
  const filter = process.argv[2];
  const queue = OUTPUTS.filter((item) => !filter || item.file.includes(filter));
  const started = Date.now();
  let total = 0;
  const over = [];
  const worker = async () => {
    while (queue.length) {
      const item = queue.shift();
      const { bytes, quality } = await render(item);
      total += bytes;
      const size = item.w ? `${item.w}x${item.h}` : item.kind;
      const kb = (bytes / 1024).toFixed(1);
      console.log(`wrote data/images/${item.file}  ${size}  ${kb} KB${quality && quality !== 80 ? `  (quality ${quality})` : ''}`);
      if (item.budgetKB && bytes > item.budgetKB * 1024) over.push(`${item.file} (${kb} KB > ${item.budgetKB} KB)`);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  console.log(`done: ${(total / 1024 / 1024).toFixed(2)} MB in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  if (over.length) {
    console.error(`over budget even at the lowest quality:\n  ${over.join('\n  ')}`);
    process.exitCode = 1;
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
