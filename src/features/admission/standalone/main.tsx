// Entry of the admission form page's own script (/school-form/, /ne/school-form/: a light page,
// docs/behaviour.md#light-pages). The page's HTML is complete as built; this brings to life only what
// changes on it: the form (React's AdmissionForm, hydrated by Preact, which the build puts in React's
// place in this bundle: a few KB that start at once, where Gatsby's runtime and React held a phone's main
// thread for hundreds of ms), the notifications, and the print button. Bundled by the build
// (src/node/pages/light-pages.ts) into a file of its own, named by a deferred script at the end of the
// page's <body>: it runs once the whole page is parsed.
import React, { useEffect } from "react"
import { createRoot, hydrateRoot } from "react-dom/client"
import { SiteNotifications } from "../../../components/notifications/site-notifications"
import { localeOfPath } from "../../../lib/i18n/locales"
import { LocaleProvider } from "../../../state/locale-context"
import { AdmissionForm } from "../admission-form"
import { ADMISSION_FORM_ROOT_ID, PRINT_BUTTON_ATTRIBUTE, readAdmissionFormData } from "./page-data"

const { texts, office } = readAdmissionFormData(document)
const locale = localeOfPath(window.location.pathname)

/**
 * Once the form's effects have run (its draft is back), draws the notifications and marks the page
 * interactive, as gatsby-browser does on other pages: /form/ waits for it before it is marked too.
 */
function Live({ children }: { children: React.ReactNode }) {
  useEffect(() => {
    setTimeout(() => {
      startNotifications()
      document.documentElement.dataset.hydrated = "true"
    })
  }, [])
  return <>{children}</>
}

const root = document.getElementById(ADMISSION_FORM_ROOT_ID)
if (!root) throw new Error(`the page has no #${ADMISSION_FORM_ROOT_ID} to draw the admission form in`)

// Each part in a task of its own, so that none holds a phone's main thread for long (Lighthouse counts
// every task past 50 ms as blocking): the script's start, the form, then the notifications.
setTimeout(() =>
  hydrateRoot(
    root,
    <LocaleProvider locale={locale}>
      <Live>
        <AdmissionForm texts={texts} office={office} />
      </Live>
    </LocaleProvider>,
  ),
)

for (const button of document.querySelectorAll(`[${PRINT_BUTTON_ATTRIBUTE}]`)) button.addEventListener("click", () => window.print())

/** The notifications' region, drawn afresh in place of the empty one the server wrote. */
function startNotifications(): void {
  const region = document.querySelector("[data-notifications]")
  if (!region) return
  const box = document.createElement("div")
  region.replaceWith(box)
  createRoot(box).render(
    <LocaleProvider locale={locale}>
      <SiteNotifications />
    </LocaleProvider>,
  )
}
