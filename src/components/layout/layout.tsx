// The frame of every page: skip link, alerts, navigation bar, main content and footer.
import React from "react"
import { SiteAlerts } from "../../features/alerts/site-alerts"
import { useFill, useSite } from "../../hooks/use-site"
import { Footer } from "../footer/footer"
import { Navbar } from "../navbar/navbar"
import * as styles from "./layout.module.scss"

export const MAIN_CONTENT_ID = "main-content"

export function Layout({ children }: { children: React.ReactNode }) {
  const { navigation } = useSite()
  const fill = useFill()
  return (
    <>
      <a className={styles.skipLink} href={`#${MAIN_CONTENT_ID}`} data-page-top>
        {fill(navigation.skipToContent)}
      </a>
      <SiteAlerts />
      <Navbar />
      {/* The site search indexes only this part of each page (src/node/search/write-index.ts). */}
      <main id={MAIN_CONTENT_ID} className={styles.main} tabIndex={-1} data-pagefind-body="">
        {children}
      </main>
      <Footer />
    </>
  )
}
