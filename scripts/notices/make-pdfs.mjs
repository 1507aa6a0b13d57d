// Writes the sample PDFs in data/files/ (the notices' attachments and the documents library's files): small, valid one-page PDFs with text in
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
  'prospectus-2083.pdf': {
    title: 'Crest Academy - Prospectus 2083/84 (sample)',
    lines: [
      ['Crest Academy, Kathmandu', 16],
      ['Prospectus for the academic year 2083/84', 13],
      ['Nursery to Grade 10, and the +2 college: Science, Management, Law, Humanities', 11],
      ['', 11],
      ['Small classes, a library, science and computer laboratories, and clubs every week.', 11],
      ['Fees, scholarships and the admission calendar are on the website.', 11],
      ['Office hours: Sunday to Friday, 9:00 to 15:00.', 11],
      ['', 11],
      ['Sample document for the website; not a real prospectus.', 9],
    ],
  },
  'admission-form-2083.pdf': {
    title: 'Crest Academy - Admission form 2083 (sample)',
    lines: [
      ['Crest Academy, Kathmandu', 16],
      ['Admission form, Nursery to Grade 9, academic year 2083/84', 13],
      ['', 11],
      ['Name of the child: ______________________________', 11],
      ['Date of birth (BS): ______________   Grade applied for: ______', 11],
      ['Parent or guardian: _____________________________', 11],
      ['Phone: ______________   Address: ____________________', 11],
      ['', 11],
      ['Attach: birth certificate, two passport-size photos, last grade sheet.', 11],
      ['Sample document for the website; not a real form.', 9],
    ],
  },
  'scholarship-application-2083.pdf': {
    title: 'Crest Academy - Scholarship application form 2083 (sample)',
    lines: [
      ['Crest Academy, Kathmandu', 16],
      ['Scholarship application form, academic year 2083/84', 13],
      ['', 11],
      ['Name of the student: ____________________   Grade: ______', 11],
      ['Scholarship applied for: merit / need-based / sibling / staff child /', 11],
      ['free scholarship quota / sport and arts', 11],
      ['Parent or guardian: _____________________   Phone: __________', 11],
      ['', 11],
      ['Attach the documents the scholarships page lists for this kind.', 11],
      ['Sample document for the website; not a real form.', 9],
    ],
  },
  'fee-and-scholarship-policy-2083.pdf': {
    title: 'Crest Academy - Fee and scholarship policy 2083 (sample)',
    lines: [
      ['Crest Academy, Kathmandu', 16],
      ['Fee and scholarship policy, academic year 2083/84', 13],
      ['', 11],
      ['1. Fees are set once a year and published on the website.', 11],
      ['2. Scholarships reduce tuition only; other fees are paid in full.', 11],
      ['3. A student holds one scholarship at a time: the larger one applies.', 11],
      ['4. Free scholarship places follow the law for private schools.', 11],
      ['5. The scholarship committee decides; its decision is written and explained.', 11],
      ['', 11],
      ['Sample document for the website; not a real policy.', 9],
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
