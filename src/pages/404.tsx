// The product's not-found page: says what happened and offers the way home (texts in data/site.json).
import type { HeadFC } from "gatsby"
import React from "react"
import { ButtonLink } from "../components/button/button-link"
import { PageIntro } from "../components/layout/page-intro"
import { Seo } from "../components/seo/seo"
import { SmartLink } from "../components/smart-link/smart-link"
import { useFill, useSite } from "../hooks/use-site"
import * as styles from "./404.module.scss"

export default function NotFoundPage() {
  const { notFound } = useSite()
  const fill = useFill()
  return (
    <PageIntro heading={fill(notFound.title)} intro={fill(notFound.text)}>
      <ButtonLink to="/">{fill(notFound.homeLabel)}</ButtonLink>
      <ul className={styles.links}>
        {notFound.links.map((link) => (
          <li key={link.to}>
            <SmartLink to={fill(link.to)}>{fill(link.label)}</SmartLink>
          </li>
        ))}
      </ul>
    </PageIntro>
  )
}

export const Head: HeadFC = () => {
  const { notFound } = useSite()
  return (
<Seo title={notFound.title} description={notFound.text} noindex />
  )
}
