// The `Head` of a page whose title and description are those of one data node of its query: the Seo
// block in the page's language (Gatsby renders heads outside the layout, so it sets the language
// itself). PageHeadFields selects what every page data file starts with (src/node/schema/page-head.ts):
// this head's title and description, and the heading and intro the page shows first.
import { graphql, type HeadProps } from "gatsby"
import React from "react"
import { withPageLocale } from "../../state/locale-context"
import { Seo } from "./seo"

interface TitledNode {
  title: string
  description?: string | null
}

export function pageHead<Data>(node: (data: Data) => TitledNode | null | undefined) {
  function PageHead({ data, location }: HeadProps<Data>) {
    const texts = node(data)
    return <Seo title={texts?.title ?? ""} description={texts?.description ?? undefined} pathname={location.pathname} />
  }
  return withPageLocale(PageHead)
}

export const query = graphql`
  fragment PageHeadFields on PageHead {
    title
    description
    heading
    intro
  }
`
