// The hand-written GraphQL type definitions of data/, one module per data file, plus the types they
// share: they name the types and say what a schema cannot (nodes split from lists, links between
// nodes). The build adds every field a schema declares and a type lacks, and a test fails where a
// type and its schema disagree (src/node/content-model/graphql.ts). Data files whose types can be
// derived from their schema alone are not here: they are generated at build time.
import { aboutTypeDefs } from "./about"
import { alertsTypeDefs } from "./alerts"
import { buildClockTypeDefs } from "../build-now"
import { calendarTypeDefs } from "./calendar"
import { collegeTypeDefs } from "./college"
import { curriculaTypeDefs } from "./curricula"
import { facultiesTypeDefs } from "./faculties"
import { admissionFormTypeDefs } from "./admission-form"
import { homeTypeDefs } from "./home"
import { lunchMenuTypeDefs } from "./lunch-menu"
import { noticesTypeDefs } from "./notices"
import { sharedTypeDefs } from "./shared"
import { siteTypeDefs } from "./site"
import { sitePagesTypeDefs } from "./site-pages"

export const typeDefs: string[] = [
  sharedTypeDefs,
  siteTypeDefs,
  homeTypeDefs,
  aboutTypeDefs,
  curriculaTypeDefs,
  collegeTypeDefs,
  facultiesTypeDefs,
  admissionFormTypeDefs,
  noticesTypeDefs,
  calendarTypeDefs,
  alertsTypeDefs,
  buildClockTypeDefs,
  lunchMenuTypeDefs,
  sitePagesTypeDefs,
]
