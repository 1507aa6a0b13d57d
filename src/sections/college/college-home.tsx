// The college home content, top to bottom (docs/behaviour.md#pages). Showing it ends the first visit
// (docs/behaviour.md#first-visit-popup).
import { graphql } from "gatsby"
import React from "react"
import { moduleAttribute } from "../../lib/modules/names"
import { CollegeMap } from "./college-map"
import { CollegeWelcome } from "./college-welcome"
import { CoreValues } from "./core-values"
import { FacultyCards } from "./faculty-cards"
import { Gallery } from "./gallery"
import { LifeTiles } from "./life-tiles"
import { Reasons } from "./reasons"

export interface CollegeHomeProps {
  college: Queries.CollegeHomeFieldsFragment
  faculties: readonly Queries.FacultyCardFieldsFragment[]
}

export function CollegeHome({ college, faculties }: CollegeHomeProps) {
  return (
    <div {...moduleAttribute("first-visit-end")}>
      <CollegeWelcome welcome={college.welcome} />
      <FacultyCards section={college.faculties} faculties={faculties} />
      <CoreValues values={college.values} />
      <Reasons reasons={college.reasons} />
      <LifeTiles life={college.life} />
      <Gallery gallery={college.gallery} />
      <CollegeMap map={college.map} />
    </div>
  )
}

export const query = graphql`
  fragment CollegeHomeFields on CollegeJson {
    welcome {
      ...CollegeWelcomeFields
    }
    faculties {
      ...CollegeFacultiesFields
    }
    values {
      ...CollegeValuesFields
    }
    reasons {
      ...CollegeReasonsFields
    }
    life {
      ...CollegeLifeFields
    }
    gallery {
      ...CollegeGalleryFields
    }
    map {
      ...CollegeMapFields
    }
  }
`
