// Root providers and the shared layout, used by both gatsby-browser and gatsby-ssr so that the
// prebuilt HTML and the hydrated page agree.
import React from "react"
import type { GatsbyBrowser } from "gatsby"
import { ErrorBoundary } from "./components/error-boundary/error-boundary"
import { Layout } from "./components/layout/layout"
import { SiteNotifications } from "./components/notifications/site-notifications"
import { FirstVisitProvider } from "./state/first-visit"
import { NotificationsProvider } from "./state/notifications/provider"

export const wrapRootElement: GatsbyBrowser["wrapRootElement"] = ({ element }) => (
  <NotificationsProvider>
    <FirstVisitProvider>{element}</FirstVisitProvider>
    <SiteNotifications />
  </NotificationsProvider>
)

interface LayoutContext {
  bareLayout?: boolean
}

// A page that throws shows the error screen inside the layout, so the way around the site stays; the
// outer boundary catches a failure of the layout itself. Each new address starts without the error.
export const wrapPageElement: GatsbyBrowser["wrapPageElement"] = ({ element, props }) => {
  const resetKey = props.location.pathname
  const page = <ErrorBoundary resetKey={resetKey}>{element}</ErrorBoundary>
  if ((props.pageContext as LayoutContext | undefined)?.bareLayout) return page
  return (
    <ErrorBoundary resetKey={resetKey}>
      <Layout>{page}</Layout>
    </ErrorBoundary>
  )
}
