// GraphQL types for data/faculties.json. Each entry of `faculties` becomes its own Faculty node (see
// src/node/pages/entry-nodes.ts), so that its page can be queried by id.
import { localizedFields } from "./localized"
export const facultiesTypeDefs = /* GraphQL */ `
  type FacultiesJson implements Node @dontInfer {
    ${localizedFields}
    basePath: String!
    labels: FacultyLabels!
  }
  type FacultyLabels {
    model: String!
    eligibility: String!
    scholarship: String!
    subjects: String!
    optionalSubjects: String!
    apply: LabelledLink!
    back: LabelledLink!
  }
  type Faculty implements Node @dontInfer {
    ${localizedFields}
    slug: String!
    "Place in data/faculties.json, for ordering."
    position: Int!
    "The page address, e.g. /senior/courses/science/."
    path: String!
    name: String!
    title: String!
    description: String!
    eligibility: [String!]!
    scholarship: String
    subjects: [String!]!
    optionalSubjects: [String!]!
    image: File! @fileByRelativePath
    alt: String!
  }
`
