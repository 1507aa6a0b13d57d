// The search page's part as an island (src/components/island/): the words come from the page's
// data; the address's query string is the browser's, which the built page cannot know.
import React from "react"
import { islandPart } from "../../components/island/part"
import { SearchPage, type SearchWords } from "./search-page"

export interface SearchIslandProps {
  words: SearchWords
}

export function SearchIsland({ words }: SearchIslandProps) {
  return <SearchPage words={words} search={typeof window === "undefined" ? "" : window.location.search} />
}

export const searchIsland = islandPart("search", SearchIsland)
