// The GraphQL types of data/, one module per data file, plus the types they share, each written out
// in full: what a module says is what the site's schema is. A test holds every type to its data
// file's JSON Schema (src/node/content-model/graphql.ts, `graphqlDrift`) and names, for a field the
// schema declares and the type lacks, the line to add.
import { aboutTypeDefs } from "./about"
import { admissionFormTypeDefs } from "./admission-form"
import { alertsTypeDefs } from "./alerts"
import { applicationsTypeDefs } from "./applications"
import { buildClockTypeDefs } from "../build-now"
import { calendarTypeDefs } from "./calendar"
import { cmsTypeDefs } from "./cms"
import { collegeTypeDefs } from "./college"
import { curriculaTypeDefs } from "./curricula"
import { datesTypeDefs } from "./dates"
import { documentsTypeDefs } from "./documents"
import { facultiesTypeDefs } from "./faculties"
import { feesTypeDefs } from "./fees"
import { formTypeDefs } from "./form"
import { galleryTypeDefs } from "./gallery"
import { glossaryTypeDefs } from "./glossary"
import { homeTypeDefs } from "./home"
import { overlayTypeDefs } from "./localized"
import { lunchMenuTypeDefs } from "./lunch-menu"
import { messagesTypeDefs } from "./messages"
import { noticesTypeDefs } from "./notices"
import { officeTypeDefs } from "./office"
import { pageHeadTypeDefs } from "./page-head"
import { resultsTypeDefs } from "./results"
import { scholarshipsTypeDefs } from "./scholarships"
import { searchTypeDefs } from "./search"
import { sharedTypeDefs } from "./shared"
import { siteTypeDefs } from "./site"
import { sitePagesTypeDefs } from "./site-pages"
import { staffTypeDefs } from "./staff"
import { visitsTypeDefs } from "./visits"

export const typeDefs: string[] = [
  sharedTypeDefs,
  pageHeadTypeDefs,
  siteTypeDefs,
  homeTypeDefs,
  aboutTypeDefs,
  formTypeDefs,
  curriculaTypeDefs,
  collegeTypeDefs,
  facultiesTypeDefs,
  admissionFormTypeDefs,
  applicationsTypeDefs,
  officeTypeDefs,
  visitsTypeDefs,
  messagesTypeDefs,
  datesTypeDefs,
  cmsTypeDefs,
  noticesTypeDefs,
  calendarTypeDefs,
  alertsTypeDefs,
  buildClockTypeDefs,
  lunchMenuTypeDefs,
  sitePagesTypeDefs,
  searchTypeDefs,
  resultsTypeDefs,
  glossaryTypeDefs,
  feesTypeDefs,
  scholarshipsTypeDefs,
  documentsTypeDefs,
  staffTypeDefs,
  galleryTypeDefs,
  overlayTypeDefs,
]
