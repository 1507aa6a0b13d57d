// Where the layout puts the site's alerts, without their code on the pages that have none (the usual
// case: data/alerts.json's list is empty between closures). The alerts' own component and its date
// rules come as a chunk of their own:
// - on the server, gatsby-ssr hands them over before any page is rendered;
// - in the browser, gatsby-browser fetches them before React starts when the prebuilt HTML holds the
//   alerts' region, so React draws the alerts as the server did and the page hydrates as it is;
// - otherwise only when the alerts' data has any, after the page has hydrated (a page built before the
//   data gained them).
import React, { useEffect, useState } from "react"
import { ALERTS_REGION_ID } from "../../lib/alerts/region-id"
import type * as SiteAlertsModule from "./site-alerts"
import { useAlerts } from "./use-alerts"

type AlertsModule = typeof SiteAlertsModule

let alertsModule: AlertsModule | null = null

/** Gives every slot the alerts' code from now on. */
export function provideSiteAlerts(module: AlertsModule): void {
  alertsModule = module
}

function loadSiteAlerts(): Promise<AlertsModule> {
  return import("./site-alerts").then((module) => {
    provideSiteAlerts(module)
    return module
  })
}

/**
 * Before React starts in the browser: the alerts' code when the prebuilt HTML holds alerts, nothing
 * otherwise. Never fails: without the chunk (offline) the page still starts, and the alerts' inline
 * script has already shown or hidden what the HTML holds.
 */
export function loadPrebuiltAlerts(): Promise<void> | undefined {
  if (!document.getElementById(ALERTS_REGION_ID)) return undefined
  return loadSiteAlerts().then(
    () => undefined,
    () => undefined,
  )
}

export function AlertsSlot() {
  const { alerts } = useAlerts()
  const wanted = Boolean(alerts?.alerts.length)
  const [module, setModule] = useState(alertsModule)
  useEffect(() => {
    if (!wanted || module) return undefined
    let live = true
    loadSiteAlerts().then(
      (loaded) => live && setModule(loaded),
      () => undefined,
    )
    return () => {
      live = false
    }
  }, [wanted, module])
  if (!wanted || !module) return null
  return <module.SiteAlerts />
}
