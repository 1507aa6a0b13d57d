/** @jest-environment node */
// An optional group in the web editor (a notice's picture, an alert's link): when it is left empty,
// src/admin/admin.js clears what Decap says about the fields inside it instead of having them check
// themselves. These are the two parts that decide it; e2e/tests/cms-all-content.test.ts saves it in Decap.
import { fromJS } from "immutable"

// eslint-disable-next-line @typescript-eslint/no-require-imports
const admin = require("../../src/admin/admin.js") as {
  isBlank: (value: unknown) => boolean
  clearMessages: (control: unknown) => void
}

describe("an optional group in the web editor", () => {
  it("is empty when nothing in it is filled in, in Decap's values or plain ones", () => {
    expect(admin.isBlank(undefined)).toBe(true)
    expect(admin.isBlank(fromJS({}))).toBe(true)
    expect(admin.isBlank(fromJS({ image: "", alt: "" }))).toBe(true)
    expect(admin.isBlank(fromJS({ label: null, to: "", more: { inner: "" }, list: [] }))).toBe(true)
    expect(admin.isBlank(fromJS({ image: "../images/gallery/gallery-1.jpg", alt: "" }))).toBe(false)
    expect(admin.isBlank(fromJS({ label: "", to: "/calendar/" }))).toBe(false)
    expect(admin.isBlank({ pinned: false })).toBe(false)
  })

  it("clears the message of every field inside it, at any depth", () => {
    const cleared: string[] = []
    const widget = (name: string, inner?: unknown) => ({ props: { onValidate: (errors: unknown[]) => errors.length === 0 && cleared.push(name) }, innerWrappedControl: inner })
    const group = { childRefs: { image: widget("image"), alt: widget("alt"), more: widget("more", { childRefs: { note: widget("note") } }) } }
    admin.clearMessages(group)
    expect(cleared.sort()).toEqual(["alt", "image", "more", "note"])
  })
})
