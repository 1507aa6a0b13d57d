// The notice feeds announced in a page's <head>, so feed readers and browsers find them: the feeds of
// the page's own language.
import React from "react"
import { useSeoData } from "../../hooks/use-seo-data"
import { useLocale } from "../../state/locale-context"
import { feedPaths } from "../../lib/notices/feed-paths"

export function FeedLinks({ title }: { title: string }) {
  const { siteUrl } = useSeoData()
  const { rss, json } = feedPaths(useLocale())
  return (
    <>
      <link rel="alternate" type="application/rss+xml" title={title} href={`${siteUrl}${rss}`} />
      <link rel="alternate" type="application/feed+json" title={title} href={`${siteUrl}${json}`} />
    </>
  )
}
