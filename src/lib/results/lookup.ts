// A student's lookup in the browser: derive the key, fetch the one shard the details point to, scan it.
// Whether the student exists or the code is wrong, the same steps run and the same request is made.
import { deriveRecordKey, normalAccessCode, normalSymbolNumber, openRecord, shardFileName, shardIndex, shardUrl, type Publication } from "./crypto"
import { unpackMarksheet, type Marksheet } from "./marksheet"

export interface TypedDetails {
  symbolNumber: string
  /** Already in normal form, YYYY-MM-DD (normalDateOfBirth). */
  dateOfBirth: string
  accessCode: string
}

export type LookupResult = { status: "found"; marksheet: Marksheet } | { status: "notFound" } | { status: "unreadable" } | { status: "network" }

export type FetchBytes = (url: string) => Promise<Uint8Array | null>

/** fetch() for a shard: its bytes, or null when it could not be had. */
export const fetchShard: FetchBytes = async (url) => {
  try {
    const response = await fetch(url, { credentials: "omit" })
    return response.ok ? new Uint8Array(await response.arrayBuffer()) : null
  } catch {
    return null
  }
}

/**
 * Whether a shard is whole: every one of a publication weighs its records (shardRecords, in the exams'
 * list) times their size. One cut short in transit, or a page served in its place, is not scanned, so
 * it is never taken for "no such student", which would send a student to check details that are right.
 */
function isWhole(shard: Uint8Array, publication: Publication & { shardRecords?: number }): boolean {
  if (shard.length === 0 || shard.length % publication.recordBytes !== 0) return false
  return publication.shardRecords === undefined || shard.length === publication.shardRecords * publication.recordBytes
}

export async function lookUpResult(publication: Publication & { shardRecords?: number }, typed: TypedDetails, fetchBytes: FetchBytes = fetchShard): Promise<LookupResult> {
  const details = {
    symbolNumber: normalSymbolNumber(typed.symbolNumber),
    dateOfBirth: typed.dateOfBirth,
    accessCode: normalAccessCode(typed.accessCode),
  }
  // The key and the shard at once: the request does not wait for the slow part.
  const [key, shard] = await Promise.all([
    deriveRecordKey(publication, details),
    shardIndex(publication, details.symbolNumber, details.dateOfBirth).then(async (index) => fetchBytes(shardUrl(publication, await shardFileName(publication, index)))),
  ])
  if (!shard) return { status: "network" }
  if (!isWhole(shard, publication)) return { status: "unreadable" }
  const opened = await openRecord(shard, publication.recordBytes, key)
  if (opened.status === "none") return { status: "notFound" }
  if (opened.status === "unreadable") return { status: "unreadable" }
  const marksheet = unpackMarksheet(opened.json)
  return marksheet ? { status: "found", marksheet } : { status: "unreadable" }
}
