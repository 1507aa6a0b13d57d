// The head tags of a page, rendered from each page's `Head` export.
import React from "react"
import { useFill, useSite } from "../../hooks/use-site"

export interface SeoProps {
  title: string
  description?: string
  children?: React.ReactNode
}

export function Seo({ title, description, children }: SeoProps) {
  const site = useSite()
  const fill = useFill()
  const fullTitle = `${fill(title)} | ${site.name}`
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={fill(description ?? site.description)} />
      {children}
    </>
  )
}
