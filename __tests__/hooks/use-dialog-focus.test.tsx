import { render, screen } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import React, { useRef } from "react"
import { focusableIn, nextFocusableAfter } from "../../src/lib/focusable"
import { useDialogFocus } from "../../src/hooks/use-dialog-focus"

// A dialog whose last row is hidden by the stylesheet, as the Menu drawer's language switch is on
// wider screens: Tab passes over it, so it cannot be where the trap turns round.
function Dialog({ onClose = () => undefined }: { onClose?: () => void }) {
  const ref = useRef<HTMLDivElement>(null)
  useDialogFocus(ref, true, onClose)
  return (
    <>
      <button type="button">Behind, before</button>
      <div ref={ref} role="dialog" aria-modal="true" aria-label="Menu" tabIndex={-1}>
        <button type="button">Close</button>
        <a href="/about/">About</a>
        <div hidden>
          <a href="/hidden-by-attribute/">Hidden by attribute</a>
        </div>
        <a href="/last/">Last drawn</a>
        <div style={{ display: "none" }}>
          <a href="/narrow-only/">Narrow screens only</a>
        </div>
        <span style={{ visibility: "hidden" }}>
          <button type="button">Invisible</button>
        </span>
      </div>
      <button type="button">Behind, after</button>
    </>
  )
}

describe("useDialogFocus", () => {
  it("turns Tab round at the last element that is drawn, both ways", async () => {
    render(<Dialog />)
    const close = screen.getByRole("button", { name: "Close" })
    const last = screen.getByRole("link", { name: "Last drawn" })
    expect(close).toHaveFocus()
    await userEvent.tab()
    await userEvent.tab()
    expect(last).toHaveFocus()
    await userEvent.tab()
    expect(close).toHaveFocus()
    await userEvent.tab({ shift: true })
    expect(last).toHaveFocus()
  })

  it("still closes on Escape after going round", async () => {
    const onClose = jest.fn()
    render(<Dialog onClose={onClose} />)
    // Past the last element drawn: before, this left the dialog, whose own listener then heard no Escape.
    for (let step = 0; step < 3; step++) await userEvent.tab()
    expect(screen.getByRole("dialog")).toContainElement(document.activeElement as HTMLElement)
    await userEvent.keyboard("{Escape}")
    expect(onClose).toHaveBeenCalledTimes(1)
  })
})

describe("focusableIn and nextFocusableAfter", () => {
  it("list only what Tab can reach, and find the next one after an element", () => {
    render(<Dialog />)
    const dialog = screen.getByRole("dialog")
    expect(focusableIn(dialog).map((element) => element.textContent)).toEqual(["Close", "About", "Last drawn"])
    expect(nextFocusableAfter(dialog)).toBe(screen.getByRole("button", { name: "Behind, after" }))
    expect(nextFocusableAfter(screen.getByRole("button", { name: "Behind, after" }))).toBeNull()
  })
})
