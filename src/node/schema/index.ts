// All GraphQL type definitions of data/, one module per data file, plus the types they share.
import { aboutTypeDefs } from "./about"
import { alertsTypeDefs } from "./alerts"
import { buildClockTypeDefs } from "../build-now"
import { calendarTypeDefs } from "./calendar"
import { collegeTypeDefs } from "./college"
import { curriculaTypeDefs } from "./curricula"
import { facultiesTypeDefs } from "./faculties"
import { admissionFormTypeDefs } from "./admission-form"
import { formTypeDefs } from "./form"
import { homeTypeDefs } from "./home"
import { lunchMenuTypeDefs } from "./lunch-menu"
import { messagesTypeDefs } from "./messages"
import { noticesTypeDefs } from "./notices"
import { sharedTypeDefs } from "./shared"
import { siteTypeDefs } from "./site"
import { sitePagesTypeDefs } from "./site-pages"

export const typeDefs: string[] = [
  sharedTypeDefs,
  siteTypeDefs,
  homeTypeDefs,
  aboutTypeDefs,
  formTypeDefs,
  curriculaTypeDefs,
  collegeTypeDefs,
  facultiesTypeDefs,
  admissionFormTypeDefs,
  messagesTypeDefs,
  noticesTypeDefs,
  calendarTypeDefs,
  alertsTypeDefs,
  buildClockTypeDefs,
  lunchMenuTypeDefs,
  sitePagesTypeDefs,
]
