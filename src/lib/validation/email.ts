// A practical e-mail check: one @, something before it, a domain with a dot after it, no spaces and no
// empty parts. It catches typing slips ("ram@gmail", "ram gmail.com") without refusing real addresses.
const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/

export function isEmail(input: string): boolean {
  const text = input.trim()
  return text.length <= 254 && EMAIL.test(text) && !text.split("@")[0]!.includes("..")
}
