// A result's snippet: the page's words around the ones found, those highlighted. Drawn as text parts
// read from Pagefind's excerpt, never as its HTML.
import React from "react"
import { excerptParts } from "../../lib/search/excerpt"

export function SearchExcerpt({ html, className }: { html: string; className?: string }) {
  return (
    <p className={className}>
      {excerptParts(html).map((part, index) => (part.marked ? <mark key={index}>{part.text}</mark> : <React.Fragment key={index}>{part.text}</React.Fragment>))}
    </p>
  )
}
