// Whether React is writing a light page's HTML (docs/behaviour.md#light-pages): the server's render of a
// page that its own small script drives instead of React, so a part that would appear only in the
// browser (the first-visit advert) writes its markup inert for that script. Set per page in
// wrapPageElement (src/wrap-root.tsx); in the browser React draws a light page only when the visitor
// reaches it through the router, and then drives it itself.
import React, { createContext, useContext } from "react"

const LightHtmlContext = createContext(false)

export function LightHtmlProvider({ light, children }: { light: boolean; children: React.ReactNode }) {
  return <LightHtmlContext.Provider value={light}>{children}</LightHtmlContext.Provider>
}

/** True while the server writes the HTML of a light page. */
export function useWritesLightHtml(): boolean {
  return useContext(LightHtmlContext)
}
