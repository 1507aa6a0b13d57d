// GraphQL types for data/results.json (the words of /results/) and data/grading.json (the grading
// table the results command checks a sheet against).
import { localizedFields } from "./localized"
import { pageHeadFields } from "./page-head"

export const resultsTypeDefs = /* GraphQL */ `
  type ResultsForm {
    legend: String!
    exam: String!
    symbolNumber: String!
    symbolNumberHint: String!
    dateOfBirth: String!
    dateOfBirthHint: String!
    accessCode: String!
    accessCodeHint: String!
    submit: String!
    working: String!
  }
  type ResultsMessages {
    loading: String!
    noExams: String!
    opens: String!
    missing: String!
    dateFormat: String!
    notFound: String!
    unreadable: String!
    network: String!
    unsupported: String!
  }
  type ResultsMarksheet {
    heading: String!
    exam: String!
    name: String!
    class: String!
    symbolNumber: String!
    dateOfBirth: String!
    subject: String!
    creditHours: String!
    marks: String!
    grade: String!
    gradePoint: String!
    gpa: String!
    remarks: String!
    notice: String!
    print: String!
    another: String!
  }
  type ResultsAbout {
    heading: String!
    paragraphs: [String!]!
  }
  "{exam}, {date} and {time} in messages.opens are the exam title and when its results open (BS date, Nepal time). Exams themselves are published with \`npm run results\` (CONTENT.md \\"Publish exam results\\"), not here."
  type ResultsJson implements Node & PageHead @dontInfer {
    ${localizedFields}
    ${pageHeadFields}
    form: ResultsForm!
    messages: ResultsMessages!
    marksheet: ResultsMarksheet!
    about: ResultsAbout!
  }
  type GradingGradesItem {
    "The letter grade as the sheet writes it, such as A+, A or B+: capital letters and plus signs."
    grade: String!
    "The lowest marks out of 100 that earn this grade."
    minMarks: Float!
    gradePoint: Float!
    description: String!
  }
  "Read by \`npm run results -- publish\` to check a results sheet and fill in each subject's grade and grade point. Grades from the highest to the lowest; a subject's marks (out of 100) earn the first grade whose minMarks they reach; the last grade starts at 0."
  type GradingJson implements Node @dontInfer {
    ${localizedFields}
    title: String!
    "Decimal places of the grade point average a sheet states (2: 3.45)."
    gradePointDecimals: Int!
    grades: [GradingGradesItem!]!
  }
`
