/** The id of the alerts' region in the HTML: its inline script and the browser's start-up look for it. */
export const ALERTS_REGION_ID = "site-alerts"
