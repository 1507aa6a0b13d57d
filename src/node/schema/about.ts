// GraphQL types for data/about.json: jump links, vision, mission, video and team.
import { localizedFields } from "./localized"
import { pageHeadFields } from "./page-head"

export const aboutTypeDefs = /* GraphQL */ `
  type AboutJson implements Node & PageHead @dontInfer {
    ${localizedFields}
    ${pageHeadFields}
    anchors: [LabelledLink!]!
    vision: AboutStatement!
    mission: AboutStatement!
    video: Video!
    labels: AboutLabels!
    team: AboutTeam!
  }
  type AboutStatement {
    title: String!
    points: [String!]!
  }
  type AboutLabels {
    playVideo: String!
    pauseVideo: String!
  }
  type AboutTeam {
    title: String!
    intro: String
    staffLink: LabelledLink
    members: [AboutTeamMember!]!
  }
  type AboutTeamMember {
    name: String!
    position: String!
    image: File! @fileByRelativePath
    "true while the entry is an invented stand-in to replace before going live."
    placeholder: Boolean
  }
`
