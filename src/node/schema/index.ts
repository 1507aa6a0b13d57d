// All GraphQL type definitions of data/, one module per data file.
import { pagesTypeDefs } from "./pages"
import { siteTypeDefs } from "./site"

export const typeDefs: string[] = [siteTypeDefs, pagesTypeDefs]
