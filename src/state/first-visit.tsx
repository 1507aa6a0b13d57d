// The first-time flag (docs/behaviour.md#first-visit-popup): once per browser session (sessionStorage), held in a
// root provider so it survives client-side navigation. Unknown (null) until the browser has read it,
// so the popup never appears in the prebuilt HTML.
import React, { createContext, useCallback, useContext, useEffect, useMemo, useState } from "react"
import { FIRST_VISIT_STORAGE_KEY, firstVisitEnded, storageOf, storeFirstVisitEnded } from "../lib/page-frame"

export { FIRST_VISIT_STORAGE_KEY }

export interface FirstVisitValue {
  /** true: still the first visit; false: ended; null: not known yet (server render, before mount). */
  isFirstVisit: boolean | null
  endFirstVisit: () => void
}

const FirstVisitContext = createContext<FirstVisitValue | null>(null)

// Storage blocked: every page view is a first visit, and the popup can still be closed.
const readEnded = () => firstVisitEnded(storageOf(window, "sessionStorage"))
const storeEnded = () => storeFirstVisitEnded(storageOf(window, "sessionStorage"))

export function FirstVisitProvider({ children }: { children: React.ReactNode }) {
  const [isFirstVisit, setIsFirstVisit] = useState<boolean | null>(null)

  useEffect(() => {
    setIsFirstVisit((current) => (current === false ? false : !readEnded()))
  }, [])

  const endFirstVisit = useCallback(() => {
    storeEnded()
    setIsFirstVisit(false)
  }, [])

  const value = useMemo(() => ({ isFirstVisit, endFirstVisit }), [isFirstVisit, endFirstVisit])
  return <FirstVisitContext.Provider value={value}>{children}</FirstVisitContext.Provider>
}

export function useFirstVisit(): FirstVisitValue {
  const value = useContext(FirstVisitContext)
  if (!value) throw new Error("useFirstVisit must be used inside <FirstVisitProvider> (see wrapRootElement).")
  return value
}

/** For pages whose mounting ends the first visit (About, College home). */
export function useEndFirstVisitOnMount(): void {
  const { endFirstVisit } = useFirstVisit()
  useEffect(() => {
    endFirstVisit()
  }, [endFirstVisit])
}
