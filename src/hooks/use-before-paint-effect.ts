// A layout effect in the browser (it runs in the same task as the render that needs it, before the
// next paint or key press), and a no-op effect during the static build, where layout effects warn.
import { useEffect, useLayoutEffect } from "react"

export const useBeforePaintEffect = typeof window === "undefined" ? useEffect : useLayoutEffect
