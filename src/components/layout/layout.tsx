// The frame of every page: skip link, alerts, navigation bar, main content and footer.
import React from "react"
import { useFill, useSite } from "../../hooks/use-site"
import { PAGE_TOP } from "../../lib/page-frame"
import { Footer } from "../footer/footer"
import { Navbar } from "../navbar/navbar"
import * as styles from "./layout.module.scss"

export const MAIN_CONTENT_ID = "main-content"

export interface LayoutProps {
  children: React.ReactNode
  /** What shows above the navigation bar (the site's alerts, which the app's root passes in). */
  alerts?: React.ReactNode
}

export function Layout({ children, alerts }: LayoutProps) {
  const { navigation } = useSite()
  const fill = useFill()
  return (
    <>
      <a className={styles.skipLink} href={`#${MAIN_CONTENT_ID}`} {...{ [PAGE_TOP]: "" }}>
        {fill(navigation.skipToContent)}
      </a>
      {alerts}
      <Navbar />
      {/* The site search indexes only this part of each page (src/node/search/write-index.ts). */}
      <main id={MAIN_CONTENT_ID} className={styles.main} tabIndex={-1} data-pagefind-body="">
        {children}
      </main>
      <Footer />
    </>
  )
}
