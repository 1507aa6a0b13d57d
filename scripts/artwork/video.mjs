// Makes the campus clip from the rendered artwork with ffmpeg: a slow Ken Burns pan/zoom across
// three scenes joined by crossfades. Writes data/videos/campus.mp4 (H.264, no audio, faststart)
// and, when ffmpeg has libvpx-vp9, data/videos/campus.webm. Run after generate.mjs.
// Usage: node scripts/artwork/video.mjs
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, renameSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const IMAGES = path.join(ROOT, 'data/images');
const OUT_DIR = path.join(ROOT, 'data/videos');

const SIZE = [960, 540];
const FPS = 25;
const SEGMENT = 3; // seconds per scene
const FADE = 0.7; // seconds of crossfade
const MAX_BYTES = 1024 * 1024;

/**
 * The scenes, in order. The first starts at zoom 1 on the campus poster, so the poster image is
 * also the clip's first frame. zoom: [start, end]; focus: [x, y] from [start] to [end] (0..1).
 */
const SCENES = [
  { file: 'video/campus-poster.jpg', zoom: [1, 1.18], focus: [[0.5, 0.35], [0.5, 0.35]] },
  { file: 'home/hero.jpg', zoom: [1.16, 1.16], focus: [[0, 0.5], [1, 0.5]] },
  { file: 'gallery/gallery-5.jpg', zoom: [1.2, 1], focus: [[0.6, 0.6], [0.5, 0.5]] },
];

function fail(message) {
  console.error(`video: ${message}`);
  process.exit(1);
}

function ffmpegEncoders() {
  const probe = spawnSync('ffmpeg', ['-hide_banner', '-encoders'], { encoding: 'utf8' });
  if (probe.error || probe.status !== 0) {
    fail('ffmpeg was not found on PATH. Install it (Debian/Ubuntu: `apt-get install ffmpeg`) and run again.');
  }
  return probe.stdout;
}

/** ffmpeg filter for one scene: crop to 16:9, upscale (smooth sub-pixel motion), zoompan. */
function sceneFilter(scene, i) {
  const frames = Math.round(SEGMENT * FPS);
  const [z0, z1] = scene.zoom;
  const [[fx0, fy0], [fx1, fy1]] = scene.focus;
  const t = `(on/${frames - 1})`;
  const zoom = `${z0}+(${z1 - z0})*${t}`;
  const x = `(iw-iw/zoom)*(${fx0}+(${fx1 - fx0})*${t})`;
  const y = `(ih-ih/zoom)*(${fy0}+(${fy1 - fy0})*${t})`;
  return [
    `[${i}:v]crop='min(iw,ih*16/9)':'min(ih,iw*9/16)'`,
    `scale=${SIZE[0] * 4}:${SIZE[1] * 4}:flags=lanczos`,
    `zoompan=z='${zoom}':x='${x}':y='${y}':d=${frames}:s=${SIZE[0]}x${SIZE[1]}:fps=${FPS}`,
    `format=yuv420p,setsar=1,settb=AVTB[s${i}]`,
  ].join(',');
}

/** The whole filter graph: scenes chained with xfade crossfades. */
function filterGraph() {
  const parts = SCENES.map(sceneFilter);
  let last = 's0';
  for (let i = 1; i < SCENES.length; i += 1) {
    const out = i === SCENES.length - 1 ? 'v' : `x${i}`;
    const offset = (SEGMENT - FADE) * i;
    parts.push(`[${last}][s${i}]xfade=transition=fade:duration=${FADE}:offset=${offset.toFixed(2)}[${out}]`);
    last = out;
  }
  return parts.join(';');
}

function encode(file, codecArgs) {
  const target = path.join(OUT_DIR, file);
  const temp = path.join(OUT_DIR, `.tmp-${file}`);
  const inputs = SCENES.flatMap((s) => ['-i', path.join(IMAGES, s.file)]);
  const args = ['-hide_banner', '-loglevel', 'error', '-y', ...inputs, '-filter_complex', filterGraph(), '-map', '[v]', '-an', ...codecArgs, temp];
  const started = Date.now();
  const run = spawnSync('ffmpeg', args, { stdio: ['ignore', 'inherit', 'inherit'] });
  if (run.status !== 0) fail(`ffmpeg failed while writing ${file}`);
  renameSync(temp, target);
  const { size } = statSync(target);
  console.log(`wrote data/videos/${file}  ${SIZE.join('x')}  ${(size / 1024).toFixed(1)} KB  (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  if (size > MAX_BYTES) fail(`${file} is over 1 MB; raise the CRF in video.mjs`);
}

function main() {
  const encoders = ffmpegEncoders();
  const missing = SCENES.map((s) => s.file).filter((f) => !existsSync(path.join(IMAGES, f)));
  if (missing.length) fail(`missing artwork (${missing.join(', ')}); run \`npm run artwork\` first.`);
  mkdirSync(OUT_DIR, { recursive: true });

  encode('campus.mp4', [
    '-c:v', 'libx264', '-preset', 'slow', '-tune', 'animation', '-crf', '26', '-profile:v', 'high',
    '-pix_fmt', 'yuv420p', '-movflags', '+faststart',
  ]);
  if (/\blibvpx-vp9\b/.test(encoders)) {
    // +bitexact drops the random Matroska segment id, so re-runs give identical bytes (no git noise)
    encode('campus.webm', [
      '-c:v', 'libvpx-vp9', '-crf', '36', '-b:v', '0', '-deadline', 'good', '-cpu-used', '2', '-row-mt', '1', '-pix_fmt', 'yuv420p', '-fflags', '+bitexact',
    ]);
  } else {
    console.log('skipped data/videos/campus.webm: this ffmpeg has no libvpx-vp9 encoder');
  }
}

main();
