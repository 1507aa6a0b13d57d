// Signing in: the account name and password; a wrong pair, or too many wrong tries (the server asks to
// wait), is said in an alert beside the form.
import React, { useState } from "react"
import { Button } from "../../components/button/button"
import { fillPlaceholders } from "../../lib/placeholders"
import { officeApi } from "./api"
import type { OfficeTexts } from "./texts"
import * as styles from "./office.module.scss"

export interface SignInFormProps {
  texts: OfficeTexts
  /** Said above the form (the session ended), or null. */
  notice: string | null
  onSignedIn: (name: string) => void
}

export function SignInForm({ texts, notice, onSignedIn }: SignInFormProps) {
  const words = texts.signIn
  const [name, setName] = useState("")
  const [password, setPassword] = useState("")
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)

  async function submit(event: React.FormEvent) {
    event.preventDefault()
    if (!name.trim() || !password) return setError(words.missing)
    setBusy(true)
    setError(null)
    const outcome = await officeApi.signIn(name.trim(), password)
    setBusy(false)
    if (outcome.kind === "ok") return onSignedIn(outcome.data.name)
    setPassword("")
    if (outcome.kind === "wrong" || outcome.kind === "invalid") setError(words.wrong)
    else if (outcome.kind === "throttled") setError(fillPlaceholders(words.throttled, { minutes: String(Math.max(1, Math.ceil(outcome.seconds / 60))) }))
    else setError(texts.unavailable)
  }

  return (
    <section className={styles.narrow} aria-labelledby="office-sign-in">
      <h1 id="office-sign-in">{words.heading}</h1>
      <p className={styles.muted}>{words.intro}</p>
      {notice ? <p className={styles.notice} role="status">{notice}</p> : null}
      <form className={styles.stack} onSubmit={submit} noValidate>
        <div className={styles.field}>
          <label htmlFor="office-name">{words.nameLabel}</label>
          <input id="office-name" name="username" autoComplete="username" autoCapitalize="none" spellCheck={false} value={name} onChange={(event) => setName(event.target.value)} />
        </div>
        <div className={styles.field}>
          <label htmlFor="office-password">{words.passwordLabel}</label>
          <input id="office-password" name="password" type="password" autoComplete="current-password" value={password} onChange={(event) => setPassword(event.target.value)} />
        </div>
        {error ? (
          <p className={styles.error} role="alert">
            {error}
          </p>
        ) : null}
        <div>
          <Button type="submit" disabled={busy}>
            {busy ? words.busyLabel : words.submitLabel}
          </Button>
        </div>
      </form>
    </section>
  )
}
