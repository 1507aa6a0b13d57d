// All GraphQL type definitions of data/, one module per data file, plus the types they share.
import { pagesTypeDefs } from "./pages"
import { sharedTypeDefs } from "./shared"
import { siteTypeDefs } from "./site"

export const typeDefs: string[] = [sharedTypeDefs, siteTypeDefs, pagesTypeDefs]
