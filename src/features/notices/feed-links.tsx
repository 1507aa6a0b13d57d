// The notice feeds announced in a page's <head>, so feed readers and browsers find them.
import React from "react"
import { useSeoData } from "../../hooks/use-seo-data"
import { JSON_FEED_PATH, RSS_PATH } from "../../lib/notices/feed-paths"

export function FeedLinks({ title }: { title: string }) {
  const { siteUrl } = useSeoData()
  return (
    <>
      <link rel="alternate" type="application/rss+xml" title={title} href={`${siteUrl}${RSS_PATH}`} />
      <link rel="alternate" type="application/feed+json" title={title} href={`${siteUrl}${JSON_FEED_PATH}`} />
    </>
  )
}
