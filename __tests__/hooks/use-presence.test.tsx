import { act, render } from "@testing-library/react"
import React from "react"
import { usePresence } from "../../src/hooks/use-presence"

type Snapshot = { open: boolean; mounted: boolean; visible: boolean }

function Probe({ open, renders }: { open: boolean; renders: Snapshot[] }) {
  const { mounted, visible } = usePresence(open, 250)
  renders.push({ open, mounted, visible })
  return null
}

describe("usePresence", () => {
  beforeEach(() => jest.useFakeTimers())
  afterEach(() => jest.useRealTimers())

  it("mounts in the same render that opens it, so nothing waits for an effect", () => {
    const renders: Snapshot[] = []
    const { rerender } = render(<Probe open={false} renders={renders} />)
    rerender(<Probe open renders={renders} />)
    const firstOpenRender = renders.find((snapshot) => snapshot.open)
    expect(firstOpenRender).toMatchObject({ mounted: true, visible: false })
  })

  it("becomes visible on the next frame, for the entering transition", () => {
    const renders: Snapshot[] = []
    const { rerender } = render(<Probe open={false} renders={renders} />)
    rerender(<Probe open renders={renders} />)
    act(() => jest.advanceTimersByTime(20))
    expect(renders.at(-1)).toMatchObject({ mounted: true, visible: true })
  })

  it("stays mounted, invisible, for the exit transition and then unmounts", () => {
    const renders: Snapshot[] = []
    const { rerender } = render(<Probe open renders={renders} />)
    act(() => jest.advanceTimersByTime(20))
    rerender(<Probe open={false} renders={renders} />)
    expect(renders.at(-1)).toMatchObject({ mounted: true, visible: false })
    act(() => jest.advanceTimersByTime(249))
    expect(renders.at(-1)?.mounted).toBe(true)
    act(() => jest.advanceTimersByTime(1))
    expect(renders.at(-1)).toMatchObject({ mounted: false, visible: false })
  })

  it("starts mounted and visible when it opens on the first render", () => {
    const renders: Snapshot[] = []
    render(<Probe open renders={renders} />)
    expect(renders[0]).toMatchObject({ mounted: true, visible: true })
  })
})
