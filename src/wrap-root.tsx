// Root providers and the shared layout, used by both gatsby-browser and gatsby-ssr so that the
// prebuilt HTML and the hydrated page agree.
import React from "react"
import type { GatsbyBrowser, GatsbySSR } from "gatsby"
import { Layout } from "./components/layout/layout"
import { SiteAlerts } from "./features/alerts/site-alerts"
import { LocaleProvider, pageLocale } from "./state/locale-context"
import { localeOfPath } from "./lib/i18n/locales"
import { builtPagePath, PageAddressProvider } from "./state/page-address"
import { SiteNotifications } from "./components/notifications/site-notifications"
import { NotificationsProvider } from "./state/notifications/provider"

// The root outlives page changes, but never a change of language: the language switch loads the other
// language's page afresh, so the address the root was first drawn at tells its language. The server
// passes that address; in the browser it is the window's.
export const wrapRootElement = ({ element, pathname }: { element: React.ReactNode; pathname?: string }) => (
  <LocaleProvider locale={localeOfPath(pathname ?? (typeof window === "undefined" ? "/" : window.location.pathname))}>
    <NotificationsProvider>
      {element}
      <SiteNotifications />
    </NotificationsProvider>
  </LocaleProvider>
)

interface LayoutContext {
  bareLayout?: boolean
}

type PageArgs = Parameters<NonNullable<GatsbyBrowser["wrapPageElement"]>>[0]

// A page's rendering runs at build time, where an error fails the build with its message; in the
// browser only the islands render, each in an error boundary of its own (src/browser/islands/hydrate.tsx).
function wrapPage({ element, props }: PageArgs) {
  const bare = (props.pageContext as LayoutContext | undefined)?.bareLayout
  return (
    <LocaleProvider locale={pageLocale(props)}>
      <PageAddressProvider path={builtPagePath(props)}>{bare ? element : <Layout alerts={<SiteAlerts />}>{element}</Layout>}</PageAddressProvider>
    </LocaleProvider>
  )
}

export const wrapPageElement: GatsbyBrowser["wrapPageElement"] = (args) => wrapPage(args)

// The prebuilt HTML: every page's frame is written for the page's script to drive (src/browser/frame.ts).
export const wrapServerPageElement: GatsbySSR["wrapPageElement"] = (args) => wrapPage(args as PageArgs)
