import React from "react"
import { replaceHydrateFunction } from "../../gatsby-browser"

// Each part of the page takes a little while to draw, as on a slow phone; the whole takes far longer
// than the few milliseconds React works before it lets the browser run something else.
const PARTS = 60
const PART_MS = 2

function busy(ms: number) {
  const end = performance.now() + ms
  while (performance.now() < end) {
    // a part of the page that is slow to draw
  }
}

describe("hydration", () => {
  it("comes in slices: the browser runs other tasks before the whole page is hydrated", async () => {
    const container = document.createElement("div")
    container.innerHTML = Array.from({ length: PARTS }, (_, index) => `<p>${index}</p>`).join("")
    document.body.append(container)
    const drawn: number[] = []
    function Part({ index }: { index: number }) {
      busy(PART_MS)
      drawn.push(index)
      return <p>{index}</p>
    }
    const hydrate = replaceHydrateFunction!({} as never, {} as never) as unknown as (element: React.ReactNode, container: Element) => void
    hydrate(
      <>
        {Array.from({ length: PARTS }, (_, index) => (
          <Part key={index} index={index} />
        ))}
      </>,
      container,
    )
    // What a timer sees each time it gets its turn: with one long task, nothing or everything.
    const seen: number[] = []
    await new Promise<void>((resolve) => {
      const look = () => {
        seen.push(drawn.length)
        if (drawn.length >= PARTS) resolve()
        else setTimeout(look, 1)
      }
      look()
    })
    expect(seen.some((count) => count > 0 && count < PARTS)).toBe(true)
    expect(container.textContent).toBe(Array.from({ length: PARTS }, (_, index) => String(index)).join(""))
  })
})
