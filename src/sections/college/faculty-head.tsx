// The head of a faculty's page: its title and description, and the programme it teaches as structured
// data for search engines (who may enter, what is studied).
import { graphql } from "gatsby"
import React from "react"
import { Seo } from "../../components/seo/seo"
import { programStructuredData } from "../../components/seo/structured-data"
import { useSeoData } from "../../hooks/use-seo-data"

export function FacultyHead({ faculty, pathname }: { faculty: Queries.FacultyHeadFieldsFragment | null; pathname: string }) {
  const { siteUrl } = useSeoData()
  const program = faculty ? [programStructuredData(faculty, siteUrl, `${siteUrl}${pathname}`)] : []
  return <Seo title={faculty?.title ?? ""} description={faculty?.description} pathname={pathname} structuredData={program} />
}

export const query = graphql`
  fragment FacultyHeadFields on Faculty {
    title
    description
    eligibility
    subjects
  }
`
