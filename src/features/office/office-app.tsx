// The office inbox, drawn in the browser: it asks the server whether this browser has a live session
// (the cookie is for /api/office/ only and unreadable by scripts), then shows the sign-in form, the
// list (filters in the address) or one application (/office/?ref=…). Any call answered 401 brings
// the sign-in form back.
import React, { useCallback, useEffect, useState } from "react"
import { Button } from "../../components/button/button"
import { fillPlaceholders } from "../../lib/placeholders"
import { exportHref, officeApi } from "./api"
import { ApplicationView } from "./application-view"
import { filtersFromSearch, queryOfFilters, referenceFromSearch } from "./filters"
import { InboxList } from "./inbox-list"
import { goTo, useOfficeSearch } from "./office-address"
import { SignInForm } from "./sign-in-form"
import { VisitsView, visitsViewOf } from "./visits-view"
import type { AnswerLabel, LevelOption, OfficeTexts } from "./texts"
import * as styles from "./office.module.scss"

export interface OfficeAppProps {
  texts: OfficeTexts
  levels: readonly LevelOption[]
  answerLabels: readonly AnswerLabel[]
  officePath: string
  /** The page address's query string when the page was drawn (none in the built page). */
  search?: string
}

type Session = { state: "checking" } | { state: "signed-out"; notice: string | null } | { state: "signed-in"; name: string } | { state: "unavailable" }

export function OfficeApp({ texts, levels, answerLabels, officePath, search: initialSearch = "" }: OfficeAppProps) {
  const search = useOfficeSearch(initialSearch)
  const [session, setSession] = useState<Session>({ state: "checking" })
  const [notice, setNotice] = useState<string | null>(null)

  useEffect(() => {
    let current = true
    void officeApi.me().then((outcome) => {
      if (!current) return
      if (outcome.kind === "ok") setSession({ state: "signed-in", name: outcome.data.name })
      else if (outcome.kind === "signed-out") setSession({ state: "signed-out", notice: null })
      else setSession({ state: "unavailable" })
    })
    return () => {
      current = false
    }
  }, [])

  const sessionEnded = useCallback(() => setSession({ state: "signed-out", notice: texts.sessionEnded }), [texts.sessionEnded])
  const reference = referenceFromSearch(search)
  const visits = visitsViewOf(search)
  const query = queryOfFilters(filtersFromSearch(search))

  async function signOut() {
    await officeApi.signOut()
    setNotice(null)
    setSession({ state: "signed-out", notice: null })
    goTo(officePath)
  }

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <p className={styles.title}>{texts.title}</p>
        {session.state === "signed-in" ? (
          <div className={styles.tools}>
            <span className={styles.muted}>{fillPlaceholders(texts.signedInAs, { name: session.name })}</span>
            {visits ? (
              <a className={styles.exportLink} href={officePath}>
                {texts.visits.applicationsLabel}
              </a>
            ) : (
              <a className={styles.exportLink} href={`${officePath}?visits=day`}>
                {texts.visits.navLabel}
              </a>
            )}
            <a className={styles.exportLink} href={exportHref(reference ? "" : query)} download>
              {texts.exportLabel}
            </a>
            <Button variant="secondary" size="sm" onClick={() => void signOut()}>
              {texts.signOutLabel}
            </Button>
          </div>
        ) : null}
      </header>
      <main className={styles.main}>
        {session.state === "checking" ? <p className={styles.muted}>{texts.loading}</p> : null}
        {session.state === "unavailable" ? (
          <>
            <h1>{texts.title}</h1>
            <p className={styles.error} role="alert">
              {texts.unavailable}
            </p>
          </>
        ) : null}
        {session.state === "signed-out" ? <SignInForm texts={texts} notice={session.notice} onSignedIn={(name) => setSession({ state: "signed-in", name })} /> : null}
        {session.state === "signed-in" && visits ? (
          <VisitsView texts={texts} officePath={officePath} days={visits.days} from={visits.from} onSignedOut={sessionEnded} />
        ) : null}
        {session.state === "signed-in" && reference && !visits ? (
          <ApplicationView
            texts={texts}
            reference={reference}
            answerLabels={answerLabels}
            officePath={officePath}
            onSignedOut={sessionEnded}
            onDeleted={(deleted) => {
              setNotice(fillPlaceholders(texts.application.deleted, { reference: deleted }))
              goTo(officePath)
            }}
          />
        ) : null}
        {session.state === "signed-in" && !reference && !visits ? (
          <InboxList
            texts={texts}
            levels={levels}
            officePath={officePath}
            search={search}
            notice={notice}
            onApply={(next) => {
              setNotice(null)
              goTo(next ? `${officePath}?${next}` : officePath)
            }}
            onSignedOut={sessionEnded}
          />
        ) : null}
      </main>
    </div>
  )
}
