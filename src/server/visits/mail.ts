// Mail about a visit, when SMTP is configured (the settings of ../mail.ts): to the family, when they
// gave an address, in the page's language, with the visit's calendar file and their cancel link; to
// the office in English. A move or a cancellation by the office is told to the family the same way.
import site from "../../../data/site.json"
import nepaliSite from "../../../data/ne/site.json"
import { withoutDirectionControls } from "../../lib/bidi"
import { withTranslations } from "../../lib/i18n/overlay-merge"
import { toLocaleDigits } from "../../lib/i18n/digits"
import type { Locale } from "../../lib/i18n/locales"
import { fillPlaceholders } from "../../lib/placeholders"
import { directionsUrl } from "../../lib/visits/directions"
import { visitIcs } from "../../lib/visits/ics"
import type { Slot } from "../../lib/visits/slots"
import { visitTexts, visitWhen } from "../../lib/visits/texts"
import { loadNodemailer, type MailSettings } from "../mail"

export interface VisitLetter {
  to: string
  subject: string
  text: string
  ics?: string
}

export interface BookedVisit {
  reference: string
  slot: Pick<Slot, "day" | "time" | "endTime" | "startsAt" | "endsAt" | "language">
  people: number
  name: string
  phone: string
  email: string
  interest: string
  note: string
  language: Locale
  /** The family's own link to cancel (absolute), when they have one to be told. */
  cancelUrl?: string
}

function words(locale: Locale) {
  const texts = visitTexts(locale)
  const siteWords = locale === "ne" ? withTranslations(site, nepaliSite) : site
  const fill = (text: string, values: Record<string, string | number> = {}) =>
    fillPlaceholders(fillPlaceholders(text, values), { ...siteWords, phone: site.phones[0] ?? "" })
  return { texts, fill, site: siteWords }
}

export function visitCalendarFile(visit: BookedVisit, host: string, now: Date, sequence = 0): string {
  const { texts, fill, site: siteWords } = words(visit.language)
  return visitIcs({
    reference: visit.reference,
    startsAt: visit.slot.startsAt,
    endsAt: visit.slot.endsAt,
    title: `${texts.chosenTitle}: ${siteWords.name}`,
    description: [texts.languages[visit.slot.language], `${texts.mapLink.label}: ${directionsUrl()}`, fill(texts.mail.signature)].join("\n"),
    location: `${siteWords.name}, ${[site.address.street, site.address.locality].join(", ")}`,
    host,
    now,
    sequence,
  })
}

export function familyLetter(visit: BookedVisit, host: string, now: Date): VisitLetter | null {
  if (visit.email.trim() === "") return null
  const { texts, fill } = words(visit.language)
  const when = visitWhen(visit.slot, visit.language)
  const lines = [
    fill(texts.confirmation.title),
    "",
    `${texts.confirmation.referenceLabel}: ${visit.reference}`,
    `${texts.confirmation.whenLabel}: ${when} (${texts.timeNote})`,
    `${texts.confirmation.peopleLabel}: ${toLocaleDigits(visit.people, visit.language)}`,
    texts.languages[visit.slot.language],
    "",
    `${texts.mapLink.label}: ${directionsUrl()}`,
    ...(visit.cancelUrl ? ["", texts.confirmation.cancelText, visit.cancelUrl] : []),
    "",
    fill(texts.mail.signature),
  ]
  return {
    to: visit.email.trim(),
    subject: fill(texts.mail.subject, { when }),
    text: lines.join("\r\n") + "\r\n",
    ics: visitCalendarFile(visit, host, now),
  }
}

export function officeVisitLetter(settings: MailSettings, given: BookedVisit): VisitLetter {
  // What the family typed, without direction controls (src/lib/bidi.ts).
  const shown = (text: string) => withoutDirectionControls(text)
  const visit = { ...given, name: shown(given.name), phone: shown(given.phone), email: shown(given.email), note: shown(given.note) }
  const { texts, fill } = words("en")
  const when = visitWhen(visit.slot, "en")
  const interest = texts.interests.find((item) => item.value === visit.interest)?.label ?? visit.interest
  const lines = [
    `${texts.confirmation.referenceLabel}: ${visit.reference}`,
    `${texts.confirmation.whenLabel}: ${when}`,
    `${texts.confirmation.peopleLabel}: ${visit.people}`,
    texts.languages[visit.slot.language],
    `${texts.form.nameLabel}: ${visit.name}`,
    `${texts.form.phoneLabel}: ${visit.phone}`,
    `${texts.form.emailLabel}: ${visit.email}`,
    `${texts.form.interestLabel}: ${interest}`,
    `${texts.form.noteLabel}: ${visit.note}`,
  ]
  return {
    to: settings.office,
    subject: `${visit.reference}: ${fill(texts.mail.officeSubject, { when, people: visit.people })}`,
    text: lines.join("\r\n") + "\r\n",
  }
}

/**
 * The office cancelled or moved a visit: the family is told in their language. `sequence` is the
 * calendar file's revision (higher than any sent before for this booking).
 */
export function changeLetter(visit: BookedVisit, change: "cancelled" | "moved", host: string, now: Date, sequence = 1): VisitLetter | null {
  if (visit.email.trim() === "") return null
  const { texts, fill } = words(visit.language)
  const when = visitWhen(visit.slot, visit.language)
  const subject = fill(change === "moved" ? texts.mail.movedSubject : texts.mail.cancelledSubject, { when })
  const lines =
    change === "moved"
      ? [subject, "", `${texts.confirmation.referenceLabel}: ${visit.reference}`, `${texts.confirmation.whenLabel}: ${when} (${texts.timeNote})`]
      : [subject, "", `${texts.confirmation.referenceLabel}: ${visit.reference}`]
  return {
    to: visit.email.trim(),
    subject,
    text: [...lines, "", fill(texts.mail.signature)].join("\r\n") + "\r\n",
    ics: change === "moved" ? visitCalendarFile(visit, host, now, sequence) : undefined,
  }
}

/** Sends the letters given; a failure is the caller's to log (by its kind only). */
export async function sendVisitMail(settings: MailSettings, letters: readonly (VisitLetter | null)[]): Promise<void> {
  const nodemailer = await loadNodemailer()
  const transport = nodemailer.createTransport(settings.url)
  try {
    for (const letter of letters) {
      if (!letter) continue
      const { ics, ...rest } = letter
      await transport.sendMail({
        from: settings.from,
        ...rest,
        attachments: ics ? [{ filename: "visit.ics", content: ics, contentType: "text/calendar; charset=utf-8" }] : undefined,
      })
    }
  } finally {
    transport.close()
  }
}
