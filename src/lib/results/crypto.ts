// The encrypted results publication, the same code in the publish command (Node) and in the browser
// (Web Crypto in both: no crypto library in the page). docs/behaviour.md "Results day" says what it
// protects and why each step is there.
//
// A student's details (exam, symbol number, date of birth in BS) and access code, through PBKDF2,
// give 48 bytes: the first 32 are the AES-GCM key of their record, the last 16 the record's id. The
// shard a student's record lives in is picked by a keyed hash of the details without the code, so a
// wrong code and an unknown student both fetch one shard of the same size, scan every record in it and
// find no matching id: the same work, the same request, the same answer.

export const RECORD_ID_BYTES = 16
export const IV_BYTES = 12
export const TAG_BYTES = 16

/**
 * PBKDF2-SHA256 rounds. Each guess at an access code costs an attacker this many rounds: with 2^50
 * possible codes per student and a GPU doing about 10^10 rounds a second, trying them all takes
 * about 10^10 GPU-seconds (over 300 years) for one student, and a lucky half of that is still
 * centuries. The student pays it once: about 50 ms on a laptop, a few hundred on a mid-range phone
 * (npm run bench:results measures it with the CPU slowed down four times). The publish command pays
 * it once per student, on every core: minutes, not seconds, for a few thousand students.
 */
export const DEFAULT_ITERATIONS = 100_000

/** What the page needs to find a record, from static/results/exams.json. */
export interface Publication {
  /** Exam id, also its folder under /results/. */
  id: string
  /** base64url, 16 random bytes made for each publication. */
  salt: string
  iterations: number
  shardCount: number
  /** Bytes of one record: id, IV, padded plaintext and tag. */
  recordBytes: number
}

export interface StudentDetails {
  symbolNumber: string
  /** BS, YYYY-MM-DD */
  dateOfBirth: string
  accessCode: string
}

const subtle = () => globalThis.crypto.subtle
// Made when first used: the module loads where TextEncoder may not exist yet (a test's jsdom).
const encode = (text: string) => new TextEncoder().encode(text)

// ---- Normal forms: what a student types, in any of the ways it may be typed, to one text. ----

const DEVANAGARI_ZERO = 0x0966

function asciiDigits(text: string): string {
  return text.replace(/[०-९]/g, (digit) => String(digit.charCodeAt(0) - DEVANAGARI_ZERO))
}

/** "  0123 456 a " → "0123456A": spaces and dashes do not count, letters in capitals. */
export function normalSymbolNumber(text: string): string {
  return asciiDigits(text).replace(/[\s\-–]/g, "").toUpperCase()
}

/** "2068/5/4", "२०६८-०५-०४", "2068.05.04" → "2068-05-04"; null when it is not a year, month and day. */
export function normalDateOfBirth(text: string): string | null {
  const match = /^(\d{4})\s*[-/.\s]\s*(\d{1,2})\s*[-/.\s]\s*(\d{1,2})$/.exec(asciiDigits(text).trim())
  if (!match) return null
  const [, year, month, day] = match
  return `${year}-${month!.padStart(2, "0")}-${day!.padStart(2, "0")}`
}

/**
 * Crockford's base32 without I, L, O and U, so nothing on an admit card reads as two characters;
 * typed in any case, with O read as 0 and I or L as 1.
 */
export const CODE_ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"
export const CODE_LENGTH = 10

export function normalAccessCode(text: string): string {
  return text
    .toUpperCase()
    .replace(/[\s\-–]/g, "")
    .replace(/O/g, "0")
    .replace(/[IL]/g, "1")
}

/** 10 characters, 50 bits from the system's random source; shown as XXXXX-XXXXX. */
export function newAccessCode(): string {
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(CODE_LENGTH))
  // 256 is a multiple of 32, so each character is uniform.
  return [...bytes].map((byte) => CODE_ALPHABET[byte % 32]).join("")
}

export function formatAccessCode(code: string): string {
  return `${code.slice(0, 5)}-${code.slice(5)}`
}

// ---- Bytes ----

export function toBase64Url(bytes: Uint8Array): string {
  let binary = ""
  for (const byte of bytes) binary += String.fromCharCode(byte)
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "")
}

export function fromBase64Url(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text.replace(/-/g, "+").replace(/_/g, "/"))
  return Uint8Array.from(binary, (char) => char.charCodeAt(0))
}

function hex(bytes: Uint8Array): string {
  return [...bytes].map((byte) => byte.toString(16).padStart(2, "0")).join("")
}

// ---- Where a record lives ----

async function hmac(salt: string, message: string): Promise<Uint8Array> {
  const key = await subtle().importKey("raw", fromBase64Url(salt), { name: "HMAC", hash: "SHA-256" }, false, ["sign"])
  return new Uint8Array(await subtle().sign("HMAC", key, encode(message)))
}

/** The shard of a student: a keyed hash of the details without the access code. */
export async function shardIndex(publication: Publication, symbolNumber: string, dateOfBirth: string): Promise<number> {
  const digest = await hmac(publication.salt, `shard\n${publication.id}\n${symbolNumber}\n${dateOfBirth}`)
  const value = ((digest[0]! << 24) | (digest[1]! << 16) | (digest[2]! << 8) | digest[3]!) >>> 0
  return value % publication.shardCount
}

/** A shard's file name: a keyed hash of its number, so names say nothing and change with each publication. */
export async function shardFileName(publication: Publication, index: number): Promise<string> {
  return `${hex((await hmac(publication.salt, `name\n${publication.id}\n${index}`)).slice(0, 12))}.bin`
}

export function shardUrl(publication: Publication, fileName: string): string {
  return `/results/${publication.id}/${fileName}`
}

// ---- Keys ----

export interface RecordKey {
  id: Uint8Array<ArrayBuffer>
  key: CryptoKey
}

export async function deriveRecordKey(publication: Publication, details: StudentDetails): Promise<RecordKey> {
  const secret = [publication.id, details.symbolNumber, details.dateOfBirth, details.accessCode].join("\n")
  const base = await subtle().importKey("raw", encode(secret), "PBKDF2", false, ["deriveBits"])
  const bits = new Uint8Array(
    await subtle().deriveBits(
      { name: "PBKDF2", hash: "SHA-256", salt: fromBase64Url(publication.salt), iterations: publication.iterations },
      base,
      (32 + RECORD_ID_BYTES) * 8,
    ),
  )
  const key = await subtle().importKey("raw", bits.slice(0, 32), "AES-GCM", false, ["encrypt", "decrypt"])
  return { id: bits.slice(32), key }
}

// ---- Records ----

/** Plaintext bytes of a record: the publication pads every marksheet to this, so all records weigh the same. */
export function plaintextBytes(publication: Pick<Publication, "recordBytes">): number {
  return publication.recordBytes - RECORD_ID_BYTES - IV_BYTES - TAG_BYTES
}

/** id | IV | AES-GCM(JSON padded with spaces to the fixed size) | tag. The id is bound in as associated data. */
export async function sealRecord(recordKey: RecordKey, json: string, padTo: number): Promise<Uint8Array> {
  const plain = encode(json)
  if (plain.length > padTo) throw new Error(`a record of ${plain.length} bytes does not fit in ${padTo}`)
  const padded = new Uint8Array(padTo).fill(0x20)
  padded.set(plain)
  const iv = globalThis.crypto.getRandomValues(new Uint8Array(IV_BYTES))
  const sealed = new Uint8Array(
    await subtle().encrypt({ name: "AES-GCM", iv, additionalData: recordKey.id }, recordKey.key, padded),
  )
  const record = new Uint8Array(RECORD_ID_BYTES + IV_BYTES + sealed.length)
  record.set(recordKey.id)
  record.set(iv, RECORD_ID_BYTES)
  record.set(sealed, RECORD_ID_BYTES + IV_BYTES)
  return record
}

/** Random bytes the size of a record: a filler no one can tell from a student's record. */
export function decoyRecord(recordBytes: number): Uint8Array {
  const record = new Uint8Array(recordBytes)
  // getRandomValues fills at most 65,536 bytes at a time.
  for (let start = 0; start < recordBytes; start += 65_536) {
    globalThis.crypto.getRandomValues(record.subarray(start, Math.min(recordBytes, start + 65_536)))
  }
  return record
}

export type Lookup = { status: "found"; json: string } | { status: "none" } | { status: "unreadable" }

/**
 * Looks through every record of a shard (never stopping early, so a match costs the same as none) and
 * opens the one whose id matches. A record that was changed fails AES-GCM's check: "unreadable".
 */
export async function openRecord(shard: Uint8Array, recordBytes: number, recordKey: RecordKey): Promise<Lookup> {
  let found = -1
  for (let start = 0; start + recordBytes <= shard.length; start += recordBytes) {
    let difference = 0
    for (let i = 0; i < RECORD_ID_BYTES; i++) difference |= shard[start + i]! ^ recordKey.id[i]!
    if (difference === 0 && found < 0) found = start
  }
  if (found < 0) return { status: "none" }
  const iv = shard.slice(found + RECORD_ID_BYTES, found + RECORD_ID_BYTES + IV_BYTES)
  const sealed = shard.slice(found + RECORD_ID_BYTES + IV_BYTES, found + recordBytes)
  try {
    const plain = await subtle().decrypt({ name: "AES-GCM", iv, additionalData: recordKey.id }, recordKey.key, sealed)
    return { status: "found", json: new TextDecoder().decode(plain).trimEnd() }
  } catch {
    return { status: "unreadable" }
  }
}
