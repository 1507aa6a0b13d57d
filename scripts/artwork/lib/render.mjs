// Rasterising: SVG markup to JPEG/PNG files with sharp, keeping each JPEG under its size budget.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';

const JPEG_QUALITIES = [80, 76, 72, 68, 64, 60];

async function ensureDir(file) {
  await mkdir(path.dirname(file), { recursive: true });
}

/**
 * Write a JPEG (mozjpeg, progressive). If it is over budgetKB, step the quality down (deterministic,
 * so re-runs give the same bytes). Returns { bytes, quality }.
 */
export async function writeJpeg(svg, file, { budgetKB, background = '#fbf6ec' } = {}) {
  await ensureDir(file);
  const pixels = await sharp(Buffer.from(svg)).flatten({ background }).raw().toBuffer({ resolveWithObject: true });
  let out;
  let quality;
  for (quality of JPEG_QUALITIES) {
    out = await sharp(pixels.data, { raw: pixels.info })
      .jpeg({ quality, mozjpeg: true, progressive: true, chromaSubsampling: '4:2:0' })
      .toBuffer();
    if (!budgetKB || out.length <= budgetKB * 1024) break;
  }
  await writeFile(file, out);
  return { bytes: out.length, quality };
}

/** Write a transparent PNG at the SVG's own size (or resized to width x height). */
export async function writePng(svg, file, { width, height } = {}) {
  await ensureDir(file);
  let img = sharp(Buffer.from(svg), { density: 72 });
  if (width) img = img.resize(width, height);
  const out = await img.png({ compressionLevel: 9, palette: false }).toBuffer();
  await writeFile(file, out);
  return { bytes: out.length };
}

export async function writeText(content, file) {
  await ensureDir(file);
  await writeFile(file, content);
  return { bytes: Buffer.byteLength(content) };
}
