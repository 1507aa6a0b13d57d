// GraphQL types for data/staff.json: departments and their people on /staff/.
import { localizedFields } from "./localized"
import { pageHeadFields } from "./page-head"

export const staffTypeDefs = /* GraphQL */ `
  type StaffJson implements Node & PageHead @dontInfer {
    ${localizedFields}
    ${pageHeadFields}
    labels: StaffLabels!
    departments: [StaffDepartment!]!
  }
  type StaffLabels {
    departments: String!
    subjects: String!
    qualifications: String!
    email: String!
    phone: String!
  }
  type StaffDepartment {
    id: String!
    name: String!
    intro: String
    people: [StaffPerson!]!
  }
  type StaffPerson {
    name: String!
    role: String!
    subjects: [String!]!
    qualifications: [String!]!
    image: File @fileByRelativePath
    email: String
    phone: String
    show: StaffShow!
    "true while the entry is an invented stand-in to replace before going live."
    placeholder: Boolean
  }
  type StaffShow {
    photo: Boolean!
    contact: Boolean!
    qualifications: Boolean!
  }
`
