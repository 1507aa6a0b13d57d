// Root providers and the shared layout, used by both gatsby-browser and gatsby-ssr so that the
// prebuilt HTML and the hydrated page agree.
import React from "react"
import type { GatsbyBrowser } from "gatsby"
import { Layout } from "./components/layout/layout"
import { FirstVisitProvider } from "./state/first-visit"

export const wrapRootElement: GatsbyBrowser["wrapRootElement"] = ({ element }) => (
  <FirstVisitProvider>{element}</FirstVisitProvider>
)

interface LayoutContext {
  bareLayout?: boolean
}

export const wrapPageElement: GatsbyBrowser["wrapPageElement"] = ({ element, props }) =>
  (props.pageContext as LayoutContext | undefined)?.bareLayout ? element : <Layout>{element}</Layout>
