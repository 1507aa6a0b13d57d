// /office/: the admissions office's inbox of applications (src/features/office/). English only and not
// public: made by src/node/office/create-office-page.ts with its own frame, asked not to be indexed,
// left out of the sitemap and the search index, with a stricter Content-Security-Policy of its own
// (src/node/deploy/policy.ts). The built HTML holds only the frame; the rest is drawn in the browser
// from the server's answers, by the office's island (src/components/island/).
import { graphql, type HeadFC, type PageProps } from "gatsby"
import React from "react"
import { Island } from "../components/island/island"
import { officeIsland } from "../features/office/office-island"
import { answerLabelsOf } from "../features/office/texts"
import { useFill } from "../hooks/use-site"
import { requireNode } from "../lib/require-node"

export default function OfficePage({ data, location }: PageProps<Queries.OfficePageQuery>) {
  // A question's label may name the school ({name}), as the form shows it.
  const fill = useFill()
  const texts = requireNode(data.officeJson, "page /office/: data/office.json has no content")
  const form = requireNode(data.admissionFormJson, "page /office/: data/admission-form.json has no content")
  return (
    <Island
      part={officeIsland}
      props={{
        texts,
        levels: form.questions.level.options,
        answerLabels: answerLabelsOf(form.questions, texts.application.answerLabels).map((answer) => ({ ...answer, label: fill(answer.label) })),
        officePath: location.pathname,
      }}
    />
  )
}

export const Head: HeadFC<Queries.OfficePageQuery> = ({ data }) => (
  <>
    <html lang="en" />
    <title>{data.officeJson?.title ?? ""}</title>
    <meta name="robots" content="noindex, nofollow" />
  </>
)

export const query = graphql`
  query OfficePage {
    officeJson(locale: { eq: "en" }) {
      title
      visits {
        navLabel
        applicationsLabel
        heading
        dayLabel
        weekLabel
        fromLabel
        showLabel
        printLabel
        none
        timeLabel
        referenceLabel
        nameLabel
        peopleLabel
        phoneLabel
        interestLabel
        noteLabel
        languageLabel
        cancelledLabel
        cancelLabel
        moveLabel
        moveSlotLabel
        moveLoading
        moveNone
        moveButton
        historyLabel
        moveRefused
        moved
        totalPeople
      }
      signedInAs
      signOutLabel
      exportLabel
      timeNote
      loading
      sessionEnded
      unavailable
      signIn {
        heading
        intro
        nameLabel
        passwordLabel
        submitLabel
        busyLabel
        wrong
        throttled
        missing
      }
      list {
        heading
        filtersHeading
        searchLabel
        levelLabel
        anyLevel
        statusLabel
        anyStatus
        countsLabel
        fromLabel
        toLabel
        applyLabel
        clearLabel
        count
        more
        empty
        caption
        columns {
          reference
          received
          student
          parent
          level
          status
        }
      }
      application {
        backLabel
        heading
        receivedLabel
        languageLabel
        statusLabel
        answersHeading
        notAnswered
        statusHeading
        noteLabel
        noteHint
        saveLabel
        saved
        saveFailed
        changedMeanwhile
        noteTooLong
        historyHeading
        historyEmpty
        historyEntry
        statusLinkHeading
        statusLinkIntro
        statusLinkLabel
        statusLinkSent
        statusLinkNoEmail
        statusLinkFailed
        deleteHeading
        deleteIntro
        deleteLabel
        deleteConfirm
        confirmDeleteLabel
        cancelDeleteLabel
        deleted
        notFound
        answerLabels {
          dateOfBirth
          dateOfBirthBs
          phoneAsWritten
          sentAt
        }
      }
      statuses {
        received
        reviewed
        invited
        admitted
        declined
        withdrawn
      }
      languages {
        en
        ne
      }
    }
    admissionFormJson(locale: { eq: "en" }) {
      questions {
        studentName { label }
        dateOfBirth { label }
        gender { label }
        level {
          label
          options {
            value
            label
          }
        }
        previousSchool { label }
        lastGrade { label }
        parentName { label }
        relation { label }
        phone { label }
        email { label }
        address { label }
        heardFrom { label }
        message { label }
        consent { label }
      }
    }
  }
`
