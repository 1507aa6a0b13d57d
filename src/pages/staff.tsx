// Departments and the people in them, from data/staff.json.
import { graphql, type PageProps } from "gatsby"
import React from "react"
import { pageHead } from "../components/seo/page-head"
import { Staff } from "../sections/staff/staff"

export default function StaffPage({ data }: PageProps<Queries.StaffPageQuery>) {
  return data.staffJson ? <Staff staff={data.staffJson} /> : null
}

export const query = graphql`
  query StaffPage($locale: String!) {
    staffJson(locale: { eq: $locale }) {
      ...PageHeadFields
      ...StaffFields
    }
  }
`

export const Head = pageHead<Queries.StaffPageQuery>((data) => data.staffJson)
