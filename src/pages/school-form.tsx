// The school's own admission form page, the page /form/ frames.
// Bare layout (pageContext.bareLayout, set in gatsby-node): it works in the frame, opened alone, and
// printed. In the frame, its own header (school name, way back, print) gives way to the site's.
import { graphql, type HeadFC, type PageProps } from "gatsby"
import { GatsbyImage, getImage } from "gatsby-plugin-image"
import React from "react"
import { AdmissionAside } from "../features/admission/admission-aside"
import { admissionFormIsland } from "../features/admission/admission-island"
import { useFormFill } from "../features/admission/use-form-fill"
import { Button } from "../components/button/button"
import { Grid } from "../components/grid/grid"
import { Island } from "../components/island/island"
import { MAIN_CONTENT_ID } from "../components/layout/layout"
import { Seo } from "../components/seo/seo"
import { SmartLink } from "../components/smart-link/smart-link"
import { useSite } from "../hooks/use-site"
import { fillPlaceholders } from "../lib/placeholders"
import { requireNode } from "../lib/require-node"
import * as styles from "./school-form.module.scss"
import { withPageLocale } from "../state/locale-context"
import { BlockingScript } from "../components/blocking-script/blocking-script"
import { moduleAttribute } from "../lib/modules/names"


export default function SchoolFormPage({ data }: PageProps<Queries.SchoolFormPageQuery>) {
  const site = useSite()
  const fill = useFormFill()
  const form = requireNode(data.admissionFormJson, "page /school-form/: data/admission-form.json has no content")
  const { street, locality, region } = requireNode(data.siteJson, "page /school-form/: data/site.json has no content").address
  const address = [street, locality, region].join(", ")
  const office = requireNode(data.office, "page /school-form/: data/admission-form.json has no English content")
  const logo = getImage(site.logo.childImageSharp?.gatsbyImageData ?? null)
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <div className={styles.brand}>
          {logo ? <GatsbyImage image={logo} alt="" loading="eager" /> : null}
          <span>{site.name}</span>
        </div>
        <div className={styles.tools}>
          <SmartLink to={fill(form.backLink.to)} className={styles.back}>
            {fill(form.backLink.label)}
          </SmartLink>
          <Button variant="secondary" size="sm" {...moduleAttribute("print-page")}>
            {form.printLabel}
          </Button>
        </div>
      </header>
      <main id={MAIN_CONTENT_ID} className={styles.main} aria-labelledby="school-form-title">
        <Grid>
          <Grid.Col span={{ base: 12, md: 8 }}>
            <h1 id="school-form-title">{fill(form.heading)}</h1>
            <p className={styles.intro}>{fill(form.intro)}</p>
            <p className={styles.college}>
              {fill(form.collegeNote.text)}{" "}
              <SmartLink to={fill(form.collegeNote.link.to)}>{fill(form.collegeNote.link.label)}</SmartLink>
            </p>
            <Island part={admissionFormIsland} props={{ texts: form, office }} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <AdmissionAside aside={form.aside} fill={fill} />
          </Grid.Col>
        </Grid>
      </main>
      <footer className={styles.footer} aria-label={site.name}>{fillPlaceholders(fill(form.printFooter), { address })}</footer>
    </div>
  )
}

const PageHead: HeadFC<Queries.SchoolFormPageQuery> = ({ data, location }) => (
  <Seo title={data.admissionFormJson?.title ?? ""} description={data.admissionFormJson?.description} pathname={location.pathname}>
    {/* Runs before the first paint, so a framed page never shows its own header, not even for a moment. */}
    <BlockingScript name="embedded" />
  </Seo>
)

export const query = graphql`
  query SchoolFormPage($locale: String!) {
    siteJson(locale: { eq: $locale }) {
      address {
        street
        locality
        region
      }
    }
    admissionFormJson(locale: { eq: $locale }) {
      ...PageHeadFields
      backLink {
        label
        to
      }
      aside {
        title
        steps
        contactTitle
        contactText
      }
      printFooter
      ...AdmissionFormFields
    }
    # What the office receives is in English on every page: the office works in English.
    office: admissionFormJson(locale: { eq: "en" }) {
      ...AdmissionFormOfficeFields
    }
  }
`

// Heads are rendered outside the layout, so each gets the page's language itself.
export const Head = withPageLocale(PageHead)
