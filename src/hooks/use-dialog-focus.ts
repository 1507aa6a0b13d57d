// Keyboard contract of a modal dialog: focus moves in when it opens, Tab stays inside, Escape closes,
// and focus returns to whatever opened it.
import { useEffect, useRef } from "react"
import type { RefObject } from "react"
import { focusableIn, keepTabInside } from "../lib/focusable"

export function useDialogFocus(containerRef: RefObject<HTMLElement | null>, open: boolean, onClose: () => void): void {
  const onCloseRef = useRef(onClose)
  onCloseRef.current = onClose

  // A passive effect on purpose: a layout effect's clean-up runs while React commits, and React then
  // puts focus back on the element focused before that commit (the close button), undoing the return.
  useEffect(() => {
    const container = containerRef.current
    if (!open || !container) return undefined
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null
    ;(focusableIn(container)[0] ?? container).focus()

    function onKeyDown(event: KeyboardEvent) {
      if (event.key === "Escape") {
        event.stopPropagation()
        onCloseRef.current()
        return
      }
      if (container) keepTabInside(container, event)
    }

    container.addEventListener("keydown", onKeyDown)
    return () => {
      container.removeEventListener("keydown", onKeyDown)
      if (opener?.isConnected) opener.focus()
    }
  }, [containerRef, open])
}
