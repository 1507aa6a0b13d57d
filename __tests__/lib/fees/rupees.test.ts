// Money is written one way everywhere: rupees with the lakh and crore grouping, Devanagari digits on
// Nepali pages.
import { formatRupees } from "../../../src/lib/money/rupees"

const NBSP = "\u00a0"

describe("formatRupees", () => {
  it("groups thousands, lakhs and crores the Nepali way", () => {
    expect(formatRupees(0, "en")).toBe(`Rs.${NBSP}0`)
    expect(formatRupees(999, "en")).toBe(`Rs.${NBSP}999`)
    expect(formatRupees(7500, "en")).toBe(`Rs.${NBSP}7,500`)
    expect(formatRupees(125000, "en")).toBe(`Rs.${NBSP}1,25,000`)
    expect(formatRupees(12500000, "en")).toBe(`Rs.${NBSP}1,25,00,000`)
  })

  it("writes Nepali amounts with रु. and Devanagari digits, grouped the same", () => {
    expect(formatRupees(125000, "ne")).toBe(`रु.${NBSP}१,२५,०००`)
    expect(formatRupees(7500, "ne")).toBe(`रु.${NBSP}७,५००`)
    expect(formatRupees(12500000, "ne")).toBe(`रु.${NBSP}१,२५,००,०००`)
  })

  it("keeps paisa and a minus sign", () => {
    expect(formatRupees(1250.5, "en")).toBe(`Rs.${NBSP}1,250.5`)
    expect(formatRupees(-500, "en")).toBe(`-Rs.${NBSP}500`)
  })
})
