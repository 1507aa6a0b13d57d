// Office passwords, stored as scrypt hashes with a salt of their own: "scrypt$N$r$p$salt$hash" (base64),
// so the costs can rise later without breaking the hashes already stored.
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from "crypto"

const COST = { N: 16384, r: 8, p: 1 }
const KEY_LENGTH = 32

/** Long enough that the throttle, not the length, is what an attacker meets. */
export const MIN_PASSWORD_LENGTH = 10

function derive(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize("NFC"), salt, KEY_LENGTH, { ...options, maxmem: 64 * 1024 * 1024 }, (error, key) => (error ? reject(error) : resolve(key)))
  })
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16)
  const key = await derive(password, salt, COST)
  return ["scrypt", COST.N, COST.r, COST.p, salt.toString("base64"), key.toString("base64")].join("$")
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [kind, n, r, p, salt, hash] = stored.split("$")
  if (kind !== "scrypt" || !salt || !hash) return false
  const expected = Buffer.from(hash, "base64")
  const key = await derive(password, Buffer.from(salt, "base64"), { N: Number(n), r: Number(r), p: Number(p) })
  return key.length === expected.length && timingSafeEqual(key, expected)
}

/** A hash no password matches, checked when the name is unknown so that both take as long. */
export const NO_ACCOUNT_HASH = `scrypt$${COST.N}$${COST.r}$${COST.p}$${Buffer.alloc(16).toString("base64")}$${Buffer.alloc(KEY_LENGTH).toString("base64")}`
