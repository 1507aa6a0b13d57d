// A notification's own timer: closes it after `delay` ms, paused while `paused` is true and resumed
// with the time that was left. A new delay or a changed notification (`restartKey`) starts it afresh.
import { useEffect, useRef } from "react"

export function useAutoClose(delay: number | false, paused: boolean, onTimeout: () => void, restartKey: unknown): void {
  const remaining = useRef<number>(delay === false ? 0 : delay)
  const timeout = useRef(onTimeout)
  timeout.current = onTimeout

  // Declared before the timer effect: on a change, React runs both clean-ups first, then this reset,
  // then the timer starts with the full delay.
  useEffect(() => {
    remaining.current = delay === false ? 0 : delay
  }, [delay, restartKey])

  useEffect(() => {
    if (delay === false || paused) return
    const startedAt = Date.now()
    const timer = setTimeout(() => timeout.current(), Math.max(0, remaining.current))
    return () => {
      clearTimeout(timer)
      remaining.current -= Date.now() - startedAt
    }
  }, [delay, paused, restartKey])
}
