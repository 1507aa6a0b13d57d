// createPages for the pages made from data: every curriculum category (and alias) and every faculty.
// It asks GraphQL for ids and slugs only; each template queries its own content by $id.
// https://www.gatsbyjs.com/docs/reference/config-files/gatsby-node/#createPages
import path from "path"
import type { CreatePagesArgs } from "gatsby"
import { LOCALES, localizedPath } from "../../lib/i18n/locales"
import { staticPageRoutes } from "../routes"
import { missingTemplateData, planPages, TEMPLATE_FILES } from "./plan"

export interface CreatePagesOptions {
  /** The project root, which holds src/templates and src/pages. */
  root: string
}

// Only ids and slugs: written out here because gatsby-node queries are not part of query typegen.
interface PagesDataResult {
  siteJson: { brand: string } | null
  curriculaJson: { defaultCategorySlug: string } | null
  facultiesJson: { basePath: string } | null
  collegeJson: { id: string } | null
  allCurriculumCategory: { nodes: { id: string; slug: string; aliases: string[]; kind: string; locale: string }[] }
  allFaculty: { nodes: { id: string; slug: string; locale: string }[] }
}

export async function createPagesFromData(
  { graphql, actions, reporter }: CreatePagesArgs,
  { root }: CreatePagesOptions,
): Promise<void> {
  const result = await graphql<PagesDataResult>(`
    query PagesFromData {
      siteJson {
        brand
      }
      curriculaJson {
        defaultCategorySlug
      }
      facultiesJson {
        basePath
      }
      collegeJson {
        id
      }
      allCurriculumCategory(sort: { position: ASC }) {
        nodes {
          id
          slug
          aliases
          kind
          locale
        }
      }
      allFaculty(sort: { position: ASC }) {
        nodes {
          id
          slug
          locale
        }
      }
    }
  `)
  if (result.errors || !result.data?.siteJson || !result.data.curriculaJson || !result.data.facultiesJson) {
    reporter.panicOnBuild("Could not read the category and faculty pages from data/.", result.errors)
    return
  }
  const { siteJson, curriculaJson, facultiesJson, collegeJson, allCurriculumCategory, allFaculty } = result.data

  // The same plan in each language: the pages are the same, the nodes (and so the words) differ.
  for (const locale of LOCALES) {
    const plan = planPages({
      brand: siteJson.brand,
      categories: allCurriculumCategory.nodes.filter((node) => node.locale === locale),
      defaultCategory: curriculaJson.defaultCategorySlug,
      facultyBasePath: facultiesJson.basePath,
      faculties: allFaculty.nodes.filter((node) => node.locale === locale),
      reservedPaths: staticPageRoutes(path.join(root, "src/pages"), { withNotFound: true }),
    })
    const filesWithContent = new Set(["data/faculties.json", ...(collegeJson ? ["data/college.json"] : [])])
    const problems = [...plan.problems, ...missingTemplateData(plan.pages, filesWithContent)]
    if (problems.length > 0) {
      reporter.panicOnBuild(`The pages in data/ cannot be built:\n${problems.map((problem) => `- ${problem}`).join("\n")}`)
      return
    }
    for (const page of plan.pages) {
      actions.createPage({
        path: localizedPath(page.path, locale),
        component: path.resolve(root, TEMPLATE_FILES[page.template]),
        context: { id: page.id, locale },
      })
    }
  }
}
