// Mail about an application, when SMTP is configured (SMTP_URL): a notification to the office in
// English with the reference and every answer, and an acknowledgment to the parent, when they gave
// an email address, in the form's language, with the private link to the application's status (never
// in the office's mail). Without SMTP nothing is lost: the office inbox has it all. When a family has
// lost the link, the office sends a new one in a letter of its own.
import type Nodemailer from "nodemailer"
import form from "../../data/admission-form.json"
import nepaliForm from "../../data/ne/admission-form.json"
import site from "../../data/site.json"
import nepaliSite from "../../data/ne/site.json"
import { withTranslations } from "../lib/i18n/overlay-merge"
import type { Locale } from "../lib/i18n/locales"
import { statusLink, type ReceivedAnswer } from "../lib/status/api"
import { fillPlaceholders, type PlaceholderValues } from "../lib/placeholders"
import { officeEmailBody, type AdmissionOfficeTexts } from "../lib/admission/answers"
import { withoutDirectionControls } from "../lib/bidi"
import type { AdmissionValues } from "../lib/validation/admission"
import type { ApplicationInput } from "./applications"

export interface MailSettings {
  /** smtp://user:password@host:587 or smtps://…:465 */
  url: string
  from: string
  /** Where the office's notifications go. */
  office: string
}

/** SMTP_URL turns mail on; MAIL_FROM and OFFICE_EMAIL default to the school's address in data/site.json. */
export function mailSettingsFromEnv(env: NodeJS.ProcessEnv = process.env): MailSettings | null {
  if (!env.SMTP_URL) return null
  return { url: env.SMTP_URL, from: env.MAIL_FROM || site.email, office: env.OFFICE_EMAIL || site.email }
}

export interface Letter {
  to: string
  subject: string
  text: string
}

function filler(locale: Locale): (text: string) => string {
  const words = (locale === "ne" ? withTranslations(site, nepaliSite) : site) as unknown as PlaceholderValues
  return (text) => fillPlaceholders(fillPlaceholders(text, words), { phone: site.phones[0] ?? "" })
}

/** The answers as the office's mail shows them: without direction controls (src/lib/bidi.ts). */
function shownToOffice(values: AdmissionValues): AdmissionValues {
  const entries = Object.entries(values).map(([key, value]) => [key, typeof value === "string" ? withoutDirectionControls(value) : value])
  return Object.fromEntries(entries) as AdmissionValues
}

export function officeLetter(settings: MailSettings, reference: string, { values: given, language }: ApplicationInput): Letter {
  const values = shownToOffice(given)
  const fill = filler("en")
  const office = form as unknown as AdmissionOfficeTexts
  const level = form.questions.level.options.find((option) => option.value === values.level)?.label ?? values.level
  const subject = fillPlaceholders(fill(form.email.subject), { student: values.studentName.trim(), level })
  return {
    to: settings.office,
    subject: `${reference}: ${subject}`,
    text: `${form.success.referenceLabel}: ${reference}\r\n\r\n${officeEmailBody(values, office, fill, language)}\r\n`,
  }
}

function successTexts(language: Locale) {
  return (language === "ne" ? withTranslations(form, nepaliForm) : form).success
}

/** `origin`: the site's address without a final slash, for the private link. */
export function parentLetter({ reference, statusKey }: ReceivedAnswer, { values, language }: ApplicationInput, origin: string): Letter | null {
  const to = values.email.trim()
  if (to === "") return null
  const fill = filler(language)
  const success = successTexts(language)
  const lines = [
    fillPlaceholders(fill(success.text), { student: values.studentName.trim() }),
    "",
    `${success.referenceLabel}: ${reference}`,
    success.referenceHint,
    "",
    success.statusLinkHint,
    statusLink(origin, language, statusKey),
    "",
    success.nextTitle,
    ...success.next.map((step, index) => `${index + 1}. ${fill(step)}`),
    "",
    fill(success.questions),
  ]
  return { to, subject: `${success.title} (${reference})`, text: lines.join("\r\n") + "\r\n" }
}

/** The private link again, sent by the office to a family that lost it: the link, the reference, whom to ask. */
export function statusLinkLetter({ reference, statusKey }: ReceivedAnswer, to: string, language: Locale, origin: string): Letter {
  const fill = filler(language)
  const success = successTexts(language)
  const lines = [
    success.statusLinkHint,
    statusLink(origin, language, statusKey),
    "",
    `${success.referenceLabel}: ${reference}`,
    "",
    fill(success.questions),
  ]
  return { to, subject: `${success.statusLinkSubject} (${reference})`, text: lines.join("\r\n") + "\r\n" }
}

/** nodemailer, loaded when the first mail goes: a server without SMTP never loads it. */
export async function loadNodemailer(): Promise<typeof Nodemailer> {
  const loaded = (await import("nodemailer")) as typeof Nodemailer & { default?: typeof Nodemailer }
  return loaded.default ?? loaded
}

/** Sends the letters (those that are not null) over one connection; a failure is the caller's to log (by its kind only). */
export async function sendLetters(settings: MailSettings, letters: readonly (Letter | null)[]): Promise<void> {
  const nodemailer = await loadNodemailer()
  const transport = nodemailer.createTransport(settings.url)
  try {
    for (const letter of letters) {
      if (letter) await transport.sendMail({ from: settings.from, ...letter })
    }
  } finally {
    transport.close()
  }
}

/** The office's letter and the parent's; `origin` is the site's address for the private link. */
export async function sendApplicationMail(settings: MailSettings, receipt: ReceivedAnswer, input: ApplicationInput, origin: string): Promise<void> {
  await sendLetters(settings, [officeLetter(settings, receipt.reference, input), parentLetter(receipt, input, origin)])
}
