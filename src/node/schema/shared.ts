// GraphQL types shared by several data files.
export const sharedTypeDefs = /* GraphQL */ `
  type LabelledLink {
    label: String!
    to: String!
  }
  type TitledText {
    title: String!
    text: String!
  }
  "A video: a local file (file, optional webm) or a YouTube id, always with a poster and a title."
  type Video {
    title: String!
    poster: File! @fileByRelativePath
    file: File @fileByRelativePath
    webm: File @fileByRelativePath
    youtubeId: String
  }
`
