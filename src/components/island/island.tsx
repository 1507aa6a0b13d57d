// An island (names.ts): at build time, the server-rendered markup of a part with rich state inside an
// element that names it, then two JSON data blocks the browser never runs (so the script policy
// needs no hash for them): the part's props, and the answers to the static queries its hooks make.
// In the browser, the island's chunk (src/browser/islands.ts) hydrates the part from those with
// Preact, where Gatsby's runtime and its queries are not.
import React from "react"
import { useSite, type SiteData } from "../../hooks/use-site"
import { dataBlockText, ISLAND_ATTRIBUTE, ISLAND_PROPS_ATTRIBUTE, STATIC_QUERIES_ATTRIBUTE } from "../../lib/islands/names"
import type { IslandPart } from "./part"
import * as styles from "./island.module.scss"

/**
 * The fields of site.json the parts read (the name, phones, email, links: the texts' placeholders),
 * not the frame's (navigation, popup, footer, the not-found page, the logo's image), which the
 * server has drawn and no island draws again.
 */
export type IslandSite = Omit<SiteData, "navigation" | "popup" | "footer" | "notFound" | "logo">

export function islandSite({ navigation: _navigation, popup: _popup, footer: _footer, notFound: _notFound, logo: _logo, ...site }: SiteData): IslandSite {
  return site
}

/**
 * What useStaticQuery answers in an island, by the query's name: useSite's (the one static query
 * the parts' hooks make) with the page's own site.json node. The gatsby stand-in reads it.
 */
export function staticQueryAnswers(site: SiteData): Record<string, unknown> {
  return { SiteData: { allSiteJson: { nodes: [islandSite(site)] } } }
}

function DataBlock({ data, ...marks }: { data: unknown } & Record<`data-${string}`, string>) {
  return <script type="application/json" {...marks} dangerouslySetInnerHTML={{ __html: dataBlockText(data) }} />
}

export interface IslandProps<P extends object> {
  /** The island: its name and its part (a feature's, as islandPart declares it). */
  part: IslandPart<P>
  /** The part's props: plain data (JSON), which the browser reads back from the page to hydrate it. */
  props: P
}

export function Island<P extends object>({ part: { name, Part }, props }: IslandProps<P>) {
  const site = useSite()
  return (
    <>
      <div className={styles.island} {...{ [ISLAND_ATTRIBUTE]: name }}>
        <Part {...props} />
      </div>
      <DataBlock data={props} {...{ [ISLAND_PROPS_ATTRIBUTE]: name }} />
      <DataBlock data={staticQueryAnswers(site)} {...{ [STATIC_QUERIES_ATTRIBUTE]: "" }} />
    </>
  )
}
