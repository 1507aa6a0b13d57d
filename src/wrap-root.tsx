// Root providers and the shared layout, used by both gatsby-browser and gatsby-ssr so that the
// prebuilt HTML and the hydrated page agree.
import React from "react"
import type { GatsbyBrowser, GatsbySSR } from "gatsby"
import { ErrorBoundary } from "./components/error-boundary/error-boundary"
import { Layout } from "./components/layout/layout"
import { AlertsSlot } from "./features/alerts/alerts-slot"
import { LocaleProvider, pageLocale } from "./state/locale-context"
import { localeOfPath } from "./lib/i18n/locales"
import { builtPagePath, PageAddressProvider } from "./state/page-address"
import { SiteNotifications } from "./components/notifications/site-notifications"
import { FirstVisitProvider } from "./state/first-visit"
import { LightHtmlProvider } from "./state/light-html"
import { NotificationsProvider } from "./state/notifications/provider"

// The root outlives page changes, but never a change of language: the language switch loads the other
// language's page afresh, so the address the root was first drawn at tells its language. The server
// passes that address; in the browser it is the window's.
export const wrapRootElement = ({ element, pathname }: { element: React.ReactNode; pathname?: string }) => (
  <LocaleProvider locale={localeOfPath(pathname ?? (typeof window === "undefined" ? "/" : window.location.pathname))}>
    <NotificationsProvider>
      <FirstVisitProvider>{element}</FirstVisitProvider>
      <SiteNotifications />
    </NotificationsProvider>
  </LocaleProvider>
)

interface LayoutContext {
  bareLayout?: boolean
}

// A page that throws shows the error screen inside the layout, so the way around the site stays; the
// outer boundary catches a failure of the layout itself. Each new address starts without the error.
type PageArgs = Parameters<NonNullable<GatsbyBrowser["wrapPageElement"]>>[0]

function wrapPage({ element, props }: PageArgs, staticMenus: boolean) {
  const resetKey = props.location.pathname
  const page = <ErrorBoundary resetKey={resetKey}>{element}</ErrorBoundary>
  const bare = (props.pageContext as LayoutContext | undefined)?.bareLayout
  return (
    <LocaleProvider locale={pageLocale(props)}>
      <PageAddressProvider path={builtPagePath(props)}>
        <LightHtmlProvider light={staticMenus}>
          {bare ? (
            page
          ) : (
            <ErrorBoundary resetKey={resetKey}>
              <Layout alerts={<AlertsSlot />} staticMenus={staticMenus}>
                {page}
              </Layout>
            </ErrorBoundary>
          )}
        </LightHtmlProvider>
      </PageAddressProvider>
    </LocaleProvider>
  )
}

// In the browser React draws a light page only when the visitor reaches it through the router (its
// own HTML runs no React and is never hydrated), so every page it draws has the interactive frame.
export const wrapPageElement: GatsbyBrowser["wrapPageElement"] = (args) => wrapPage(args, false)

// The prebuilt HTML: every page's frame is written for the page's script to drive (src/browser/frame.ts).
export const wrapServerPageElement: GatsbySSR["wrapPageElement"] = (args) => wrapPage(args as PageArgs, true)
