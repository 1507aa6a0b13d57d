// Keeps a closing element mounted for its exit transition, then removes it.
import { useEffect, useState } from "react"

export function usePresence(open: boolean, exitMs: number): { mounted: boolean; visible: boolean } {
  const [stillLeaving, setStillLeaving] = useState(false)
  const [visible, setVisible] = useState(open)

  useEffect(() => {
    if (open) {
      setStillLeaving(true)
      // Next frame, so the entering element starts from its closed style and transitions in.
      const frame = requestAnimationFrame(() => setVisible(true))
      return () => cancelAnimationFrame(frame)
    }
    setVisible(false)
    const timer = setTimeout(() => setStillLeaving(false), exitMs)
    return () => clearTimeout(timer)
  }, [open, exitMs])

  // Mounted in the very render that opens it, not one effect later: the dialog's focus and Escape
  // handling then exist by the time the click that opened it has finished, so a quick Escape closes it.
  return { mounted: open || stillLeaving, visible }
}
