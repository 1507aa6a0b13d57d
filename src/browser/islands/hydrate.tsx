// How every island's chunk brings its part to life: hydrated on the markup the server wrote, with the
// providers the part's hooks need (the page's language, the site's notifications store) and an error
// boundary, so a part that throws shows the site's error screen ("Unexpected Application Error!" and
// the error's text, drawn by the page's script: `showError`) in its place rather than a dead page.
// The site's bundle puts Preact's compatibility layer in react-dom's place, so this is Preact's
// hydrateRoot.
import React, { useEffect } from "react"
import { createRoot, hydrateRoot } from "react-dom/client"
import { ErrorBoundary } from "../../components/error-boundary/error-boundary"
import type { IslandName } from "../../lib/islands/names"
import type { IslandPart } from "../../components/island/part"
import { localeOfPath } from "../../lib/i18n/locales"
import { LocaleProvider } from "../../state/locale-context"
import { NotificationsProvider } from "../../state/notifications/provider"

/** What an island's chunk exports: the island's name, and what hydrates its element with its props (resolved once the part has started). */
export interface IslandHydrator {
  readonly name: IslandName
  hydrate(element: HTMLElement, props: unknown, signal: AbortSignal, showError: (error: unknown) => void): Promise<void>
  /**
   * Draws a notification's content that is neither text nor an element (the part's own elements, such
   * as the admission form's Undo button) into the frame's notifications region; returns its removal.
   */
  drawNotificationContent(content: unknown, into: HTMLElement): () => void
}

function drawNotificationContent(content: unknown, into: HTMLElement): () => void {
  const root = createRoot(into)
  root.render(content as React.ReactNode)
  return () => root.unmount()
}

/**
 * Resolves once the part's own effects have run (each child's before its parent's, then a task
 * later): what the page's readiness waits for, so that, on the admission form, the draft is back
 * before /form/ around it counts as ready.
 */
function Started({ onStarted, children }: { onStarted: () => void; children: React.ReactNode }) {
  useEffect(() => {
    const timer = setTimeout(onStarted)
    return () => clearTimeout(timer)
  }, [onStarted])
  return <>{children}</>
}

/** The hydrator of an island, given the props its data block holds. */
export function islandHydrator<P extends object>({ name, Part }: IslandPart<P>): IslandHydrator {
  const hydrate = (element: HTMLElement, props: unknown, signal: AbortSignal, showError: (error: unknown) => void) =>
    new Promise<void>((resolve) => {
      if (signal.aborted) return resolve()
      const root = hydrateRoot(
        element,
        <LocaleProvider locale={localeOfPath(window.location.pathname)}>
          <NotificationsProvider>
            <Started onStarted={resolve}>
              <ErrorBoundary onError={showError}>
                <Part {...(props as P)} />
              </ErrorBoundary>
            </Started>
          </NotificationsProvider>
        </LocaleProvider>,
      )
      signal.addEventListener("abort", () => root.unmount(), { once: true })
    })
  return { name, hydrate, drawNotificationContent }
}
