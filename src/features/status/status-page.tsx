// /status/ and /ne/status/: a family opens its application with the reference and the child's date of
// birth, or straight away from the private link of its confirmation or email (/status/#key=…; the key
// stays in the address's fragment, which no server log sees), and reads where it stands. Without
// JavaScript, the office's phone instead.
import React, { useCallback, useEffect, useRef, useState } from "react"
import { useFillWithPhone } from "../../hooks/use-site"
import { STATUS_KEY_PREFIX, type FamilyView, type StatusLookup } from "../../lib/status/api"
import { useLocale } from "../../state/locale-context"
import { lookUpApplication, type LookupAnswer } from "./api"
import { ApplicationView } from "./application-view"
import { LookupForm } from "./lookup-form"
import type { StatusPageProps } from "./texts"
import * as styles from "./status.module.scss"

type Phase =
  | { phase: "form"; problem: string | null }
  | { phase: "opening" }
  | { phase: "shown"; view: FamilyView; byLink: boolean }

function keyInAddress(): string | null {
  const hash = window.location.hash.slice(1)
  return hash.startsWith(STATUS_KEY_PREFIX) ? hash.slice(STATUS_KEY_PREFIX.length) : null
}

export function StatusPage(props: StatusPageProps) {
  const { texts } = props
  const fill = useFillWithPhone()
  const locale = useLocale()
  const [state, setState] = useState<Phase>({ phase: "form", problem: null })
  const [busy, setBusy] = useState(false)
  const problemRef = useRef<HTMLParagraphElement>(null)
  const problemOf = useCallback(
    (answer: Exclude<LookupAnswer, { kind: "found" }>, byLink: boolean) => {
      if (answer.kind === "not-found" || answer.kind === "invalid") return fill(byLink ? texts.errors.linkNotFound : texts.errors.notFound)
      if (answer.kind === "too-many") return fill(texts.errors.tooMany, { minutes: Math.max(1, Math.ceil(answer.seconds / 60)) })
      return fill(texts.errors.failed)
    },
    [fill, texts],
  )

  const open = useCallback(
    async (lookup: StatusLookup, byLink: boolean) => {
      setBusy(true)
      const answer = await lookUpApplication(lookup)
      setBusy(false)
      if (answer.kind === "found") setState({ phase: "shown", view: answer.view, byLink })
      else setState({ phase: "form", problem: problemOf(answer, byLink) })
    },
    [problemOf],
  )

  useEffect(() => {
    const key = keyInAddress()
    if (!key) return
    setState({ phase: "opening" })
    void open({ key }, true)
  }, [open])
  useEffect(() => {
    if (state.phase === "form" && state.problem) problemRef.current?.focus()
  }, [state])

  if (state.phase === "opening") return <p role="status">{texts.lookup.checkingLabel}</p>
  if (state.phase === "shown") {
    return (
      <ApplicationView
        texts={texts}
        levels={props.levels}
        view={state.view}
        locale={locale}
        byLink={state.byLink}
        fill={fill}
        onAnother={() => {
          // The private link's key leaves the address with the application it opened.
          if (keyInAddress()) window.history.replaceState(null, "", window.location.pathname)
          setState({ phase: "form", problem: null })
        }}
      />
    )
  }
  return (
    <div className={styles.body}>
      <noscript>
        <p className={styles.offline}>{fill(texts.offline)}</p>
      </noscript>
      {state.problem ? (
        <p ref={problemRef} tabIndex={-1} role="alert" className={styles.problem}>
          {state.problem}
        </p>
      ) : null}
      <LookupForm {...props} busy={busy} fill={fill} onLookUp={(lookup) => void open(lookup, false)} />
    </div>
  )
}
