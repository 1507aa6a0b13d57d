// Keeps a notification that just left the store on screen for its exit transition, where it stood,
// so the others do not jump while it fades.
import { useEffect, useRef, useState } from "react"
import type { Notification } from "../../state/notifications/queue"

export interface RenderedNotification {
  notification: Notification
  leaving: boolean
}

/** The list to draw: the previous order, with departed items marked leaving and newcomers at the end. */
function mergeForExit(previous: RenderedNotification[], current: Notification[]): RenderedNotification[] {
  const waiting = new Map(current.map((notification) => [notification.id, notification]))
  const merged: RenderedNotification[] = []
  for (const item of previous) {
    const now = waiting.get(item.notification.id)
    if (now) {
      merged.push({ notification: now, leaving: false })
      waiting.delete(now.id)
    } else {
      merged.push({ notification: item.notification, leaving: true })
    }
  }
  for (const notification of waiting.values()) merged.push({ notification, leaving: false })
  return merged
}

export function useExitTransition(current: Notification[], exitMs: number): RenderedNotification[] {
  const [rendered, setRendered] = useState<RenderedNotification[]>(() =>
    current.map((notification) => ({ notification, leaving: false })),
  )
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>())
  const last = useRef(current)

  useEffect(() => {
    const ids = new Set(current.map((notification) => notification.id))
    const gone = new Set(last.current.filter((item) => !ids.has(item.id)).map((item) => item.id))
    last.current = current
    setRendered((previous) => mergeForExit(previous, current))
    if (gone.size === 0) return
    const timer = setTimeout(() => {
      timers.current.delete(timer)
      setRendered((previous) => previous.filter((item) => !(item.leaving && gone.has(item.notification.id))))
    }, exitMs)
    timers.current.add(timer)
  }, [current, exitMs])

  useEffect(() => {
    const pending = timers.current
    return () => pending.forEach((timer) => clearTimeout(timer))
  }, [])

  return rendered
}
