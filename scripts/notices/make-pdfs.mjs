// Writes the sample notices' PDF attachments in data/files/: small, valid one-page PDFs with text in
// the standard Helvetica font, written byte by byte so no PDF library is needed.
// Usage: node scripts/notices/make-pdfs.mjs
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const OUT_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../data/files');

const DOCUMENTS = {
  'terminal-exam-routine-2083.pdf': {
    title: 'Crest Academy - Second Terminal Examination 2083 (sample)',
    lines: [
      ['Crest Academy, Kathmandu', 16],
      ['Second Terminal Examination 2083: routine for Grades 6 to 10', 13],
      ['Exams start at 10:00 and end at 13:00. Students arrive by 9:30.', 11],
      ['', 11],
      ['Mangsir 15 (Dec 1)   English', 11],
      ['Mangsir 16 (Dec 2)   Nepali', 11],
      ['Mangsir 17 (Dec 3)   Mathematics', 11],
      ['Mangsir 20 (Dec 6)   Science and Technology', 11],
      ['Mangsir 21 (Dec 7)   Social Studies', 11],
      ['Mangsir 22 (Dec 8)   Computer Science / Optional Mathematics', 11],
      ['Mangsir 23 (Dec 9)   Health, Population and Environment', 11],
      ['', 11],
      ['Bring your admit card, a blue or black pen, a pencil and a geometry box.', 11],
      ['Sample document for the website; not a real routine.', 9],
    ],
  },
  'plus-two-admission-2083.pdf': {
    title: 'Crest Academy - +2 Admission 2083 (sample)',
    lines: [
      ['Crest Academy +2 College, Kathmandu', 16],
      ['Admission open for Grade 11, academic year 2083/84', 13],
      ['Streams: Science, Management, Humanities, Law', 11],
      ['', 11],
      ['Forms available from the college office, Sunday to Friday, 9:00 to 15:00.', 11],
      ['Entrance test: Poush 12 (Dec 27), 10:00, at the college building.', 11],
      ['Bring: SEE grade sheet or admit card, two passport-size photos,', 11],
      ['a copy of the birth certificate, and the form fee of Rs 500.', 11],
      ['', 11],
      ['Scholarships for high achievers and for students in need.', 11],
      ['Sample document for the website; not a real admission notice.', 9],
    ],
  },
};

function escapeText(text) {
  return text.replace(/\\/g, '\\\\').replace(/\(/g, '\\(').replace(/\)/g, '\\)');
}

function pdf({ title, lines }) {
  let y = 780;
  const ops = [];
  for (const [text, size] of lines) {
    y -= Math.round(size * 1.8);
    if (text) ops.push(`BT /F1 ${size} Tf 56 ${y} Td (${escapeText(text)}) Tj ET`);
  }
  const stream = ops.join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    `<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`,
    `<< /Title (${escapeText(title)}) /Producer (scripts/notices/make-pdfs.mjs) >>`,
  ];
  let out = '%PDF-1.4\n%\xE2\xE3\xCF\xD3\n';
  const offsets = [];
  objects.forEach((body, index) => {
    offsets.push(Buffer.byteLength(out, 'latin1'));
    out += `${index + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  out += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info ${objects.length} 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

fs.mkdirSync(OUT_DIR, { recursive: true });
for (const [name, document] of Object.entries(DOCUMENTS)) {
  const bytes = pdf(document);
  fs.writeFileSync(path.join(OUT_DIR, name), bytes);
  console.log(`wrote data/files/${name}  ${bytes.length} bytes`);
}
