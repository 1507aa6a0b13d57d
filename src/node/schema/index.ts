// All GraphQL type definitions of data/, one module per data file, plus the types they share.
import { aboutTypeDefs } from "./about"
import { collegeTypeDefs } from "./college"
import { curriculaTypeDefs } from "./curricula"
import { facultiesTypeDefs } from "./faculties"
import { admissionFormTypeDefs } from "./admission-form"
import { formTypeDefs } from "./form"
import { homeTypeDefs } from "./home"
import { messagesTypeDefs } from "./messages"
import { noticesTypeDefs } from "./notices"
import { sharedTypeDefs } from "./shared"
import { siteTypeDefs } from "./site"

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
]
