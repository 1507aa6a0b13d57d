// The left and right arrow keys inside an element step back and forward (a picture viewer's pictures).
import { useEffect, useRef, type RefObject } from "react"

export function useArrowKeys(ref: RefObject<HTMLElement | null>, onStep: (step: number) => void): void {
  // The latest handler, without adding and removing the listener on every render.
  const onStepRef = useRef(onStep)
  onStepRef.current = onStep
  useEffect(() => {
    const element = ref.current
    if (!element) return undefined
    function onKeyDown(event: KeyboardEvent) {
      const step = event.key === "ArrowRight" ? 1 : event.key === "ArrowLeft" ? -1 : 0
      if (step === 0) return
      event.preventDefault()
      onStepRef.current(step)
    }
    element.addEventListener("keydown", onKeyDown)
    return () => element.removeEventListener("keydown", onKeyDown)
  }, [ref])
}
