// The hand-written GraphQL type definitions of data/, one module per data file, plus the types they
// share; a test holds each to its JSON Schema. Data files whose types can be derived from their schema
// alone are not here: src/node/content-model/graphql.ts generates them at build time.
import { aboutTypeDefs } from "./about"
import { collegeTypeDefs } from "./college"
import { curriculaTypeDefs } from "./curricula"
import { facultiesTypeDefs } from "./faculties"
import { admissionFormTypeDefs } from "./admission-form"
import { homeTypeDefs } from "./home"
import { sharedTypeDefs } from "./shared"
import { siteTypeDefs } from "./site"

export const typeDefs: string[] = [
  sharedTypeDefs,
  siteTypeDefs,
  homeTypeDefs,
  aboutTypeDefs,
  curriculaTypeDefs,
  collegeTypeDefs,
  facultiesTypeDefs,
  admissionFormTypeDefs,
]
