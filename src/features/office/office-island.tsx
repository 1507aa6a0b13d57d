// The office's part as an island (src/components/island/): its words from the page's data, the
// address's query string from the browser, which the built page cannot know.
import React from "react"
import { islandPart } from "../../components/island/part"
import { OfficeApp, type OfficeAppProps } from "./office-app"

export type OfficeIslandProps = Omit<OfficeAppProps, "search">

export function OfficeIsland(props: OfficeIslandProps) {
  return <OfficeApp {...props} search={typeof window === "undefined" ? "" : window.location.search} />
}

export const officeIsland = islandPart("office", OfficeIsland)
