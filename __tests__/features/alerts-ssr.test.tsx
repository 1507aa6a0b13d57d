/**
 * @jest-environment node
 */
// The prebuilt HTML holds the alerts that had not ended at build time: gatsby-ssr hands their code to
// the layout's slot, which the browser bundle loads only where there are alerts.
import { useStaticQuery } from "gatsby"
import React from "react"
import { renderToString } from "react-dom/server"
import alertsJson from "../../data/alerts.json"
import "../../gatsby-ssr"
import { AlertsSlot } from "../../src/features/alerts/alerts-slot"
import { asStaticQuery, siteFixture } from "../support/site-fixture"

const later = { id: "exams", message: "Exams moved to Sunday", severity: "info", starts: "2026-07-21T06:00:00+05:45", ends: "2026-07-22T06:00:00+05:45", link: null }

it("renders the alerts into the prebuilt HTML", () => {
  jest.mocked(useStaticQuery).mockReturnValue(
    asStaticQuery({ siteJson: siteFixture(), alertsJson: { ...alertsJson, $schema: undefined, alerts: [later] }, buildClock: { now: "2026-07-20T07:00:00+05:45" } }),
  )
  const html = renderToString(<AlertsSlot />)
  expect(html).toContain('id="site-alerts"')
  expect(html).toContain(later.message)
})
