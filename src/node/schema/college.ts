// GraphQL types for data/college.json: the college home content of /senior and /<brand>-college.
import { localizedFields } from "./localized"
export const collegeTypeDefs = /* GraphQL */ `
  type CollegeJson implements Node @dontInfer {
    ${localizedFields}
    welcome: CollegeWelcome!
    faculties: CollegeFaculties!
    values: CollegeValues!
    reasons: CollegeReasons!
    life: CollegeLife!
    gallery: CollegeGallery!
    map: CollegeMap!
  }
  type CollegeWelcome {
    title: String!
    paragraphs: [String!]!
    video: Video!
    videoLabels: CollegeVideoLabels!
  }
  type CollegeVideoLabels {
    play: String!
    pause: String!
  }
  type CollegeFaculties {
    title: String!
    intro: String!
    readMore: String!
  }
  type CollegePicture {
    title: String!
    text: String!
    image: File! @fileByRelativePath
    alt: String!
  }
  type CollegeValues {
    title: String!
    intro: String!
    items: [CollegePicture!]!
  }
  type CollegeReasons {
    title: String!
    intro: String!
    items: [TitledText!]!
  }
  type CollegeLife {
    title: String!
    intro: String!
    today: CollegeToday!
    club: CollegePicture!
    social: CollegeSocial!
    journal: CollegePicture!
  }
  type CollegeToday {
    title: String!
    bsLabel: String!
  }
  type CollegeSocial {
    title: String!
    text: String!
    link: LabelledLink!
  }
  type CollegeGallery {
    title: String!
    intro: String!
    labels: CollegeGalleryLabels!
    images: [CollegeGalleryImage!]!
  }
  type CollegeGalleryLabels {
    open: String!
    close: String!
    previous: String!
    next: String!
    counter: String!
  }
  type CollegeGalleryImage {
    image: File! @fileByRelativePath
    alt: String!
  }
  type CollegeMap {
    title: String!
    text: String!
    image: File! @fileByRelativePath
    alt: String!
    backToTop: String!
  }
`
