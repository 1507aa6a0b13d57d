// What a family typed, as the office reads it. Unicode's explicit direction controls (embeddings and
// overrides U+202A–U+202E, isolates U+2066–U+2069) reorder the letters they cover: "U+202E evil U+202C
// Kumar" shows as "live Kumar", and an unclosed one spills over whatever follows on the line. No name,
// address or note in Nepali or English needs them (the marks U+200E, U+200F and U+061C, which reorder
// no letters, are kept), so they are left out wherever the office reads such a text: the page (which
// also isolates each value, <bdi>), the CSV export and the office's mail. The database keeps what came.
const DIRECTION_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/g

export function withoutDirectionControls(text: string): string {
  return text.replace(DIRECTION_CONTROLS, "")
}
