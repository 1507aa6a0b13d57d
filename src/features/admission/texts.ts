// The form's words (data/admission-form.json) as the page queries them, and how an error code
// becomes the sentence a parent reads.
import { graphql } from "gatsby"
import { fillPlaceholders } from "../../lib/placeholders"
import type { AdmissionField, FieldError } from "../../lib/validation/admission"

export type AdmissionFormTexts = Queries.AdmissionFormFieldsFragment

export type { AdmissionOfficeTexts } from "../../lib/admission/answers"

export const admissionFormFragments = graphql`
  fragment AdmissionFormErrorsFields on AdmissionFormErrors {
    required
    tooLong
    invalid
    characters
    mobileLength
    mobilePrefix
    landlineLength
    areaCode
    missingDay
    missingMonth
    missingYear
    incomplete
    notNumbers
    invalidMonth
    invalidYear
    invalidDay
    bsRange
    looksLikeBs
    looksLikeAd
    future
    tooYoung
    tooOld
    levelMismatch
  }
  fragment AdmissionFormTextQuestionFields on AdmissionFormTextField {
    label
    hint
    errors {
      ...AdmissionFormErrorsFields
    }
  }
  fragment AdmissionFormChoiceQuestionFields on AdmissionFormChoiceField {
    label
    hint
    placeholder
    options {
      value
      label
    }
    errors {
      ...AdmissionFormErrorsFields
    }
  }
  fragment AdmissionFormOfficeChoiceFields on AdmissionFormChoiceField {
    label
    options {
      value
      label
    }
  }
  fragment AdmissionFormOfficeFields on AdmissionFormJson {
    questions {
      studentName {
        label
      }
      dateOfBirth {
        label
      }
      gender {
        ...AdmissionFormOfficeChoiceFields
      }
      level {
        label
        options {
          value
          label
        }
      }
      previousSchool {
        label
      }
      lastGrade {
        label
      }
      parentName {
        label
      }
      relation {
        ...AdmissionFormOfficeChoiceFields
      }
      phone {
        label
      }
      email {
        label
      }
      address {
        label
      }
      heardFrom {
        ...AdmissionFormOfficeChoiceFields
      }
      message {
        label
      }
      consent {
        label
      }
    }
    email {
      subject
      intro
      dateOfBirth
      languageLine
      languageNames {
        en
        ne
      }
    }
  }
  fragment AdmissionFormFields on AdmissionFormJson {
    heading
    intro
    endpoint
    collegeNote {
      text
      link {
        label
        to
      }
    }
    printLabel
    requiredNote
    optionalMark
    errorPrefix
    draft {
      savedNote
      restored
      clearLabel
      cleared
      undoLabel
    }
    sections {
      student
      schooling
      parent
      more
    }
    ages {
      minAge
      maxAge
    }
    questions {
      studentName {
        ...AdmissionFormTextQuestionFields
      }
      dateOfBirth {
        label
        hint
        calendarLabel
        calendars {
          value
          label
        }
        dayLabel
        monthLabel
        yearLabel
        bsDayLabel
        bsYearLabel
        errors {
          ...AdmissionFormErrorsFields
        }
      }
      gender {
        ...AdmissionFormChoiceQuestionFields
      }
      level {
        options {
          value
          label
          minAge
          maxAge
        }
        label
        hint
        placeholder
        errors {
          ...AdmissionFormErrorsFields
        }
      }
      previousSchool {
        ...AdmissionFormTextQuestionFields
      }
      lastGrade {
        ...AdmissionFormTextQuestionFields
      }
      parentName {
        ...AdmissionFormTextQuestionFields
      }
      relation {
        ...AdmissionFormChoiceQuestionFields
      }
      phone {
        ...AdmissionFormTextQuestionFields
      }
      email {
        ...AdmissionFormTextQuestionFields
      }
      address {
        ...AdmissionFormTextQuestionFields
      }
      heardFrom {
        ...AdmissionFormChoiceQuestionFields
      }
      message {
        ...AdmissionFormTextQuestionFields
      }
      consent {
        ...AdmissionFormTextQuestionFields
      }
    }
    errorSummaryTitle
    submitLabel
    sendingLabel
    sendingTitle
    noEndpoint {
      title
      text
    }
    email {
      label
      subject
      intro
      dateOfBirth
      languageLine
    }
    failure {
      title
      network
      offline
      timeout
      status
      retryLabel
      orEmail
      invalid
    }
    success {
      title
      text
      referenceLabel
      referenceHint
      statusLinkHint
      statusLinkLabel
      answersTitle
      printLabel
      nextTitle
      next
      questions
      notification
      againLabel
    }
  }
`

/**
 * The sentence for an error: the field's message for that code, with its numbers filled in, written
 * with the page language's digits (a Nepali sentence reads "१ देखि २९", not "१ देखि 29").
 */
export function errorMessage(
  texts: AdmissionFormTexts,
  field: AdmissionField,
  error: FieldError,
  extra: Record<string, string> = {},
  number: (value: number) => string = String,
): string {
  const messages = Object.entries(texts.questions[field].errors)
  const message = messages.find(([code]) => code === error.code)?.[1] ?? messages.find(([code]) => code === "required")?.[1]
  const numbers = Object.fromEntries(Object.entries(error.params ?? {}).map(([name, value]) => [name, number(value)]))
  return fillPlaceholders(message ?? error.code, { ...numbers, ...extra })
}
