// The site's JSX runtime (gatsby-config `jsxImportSource`): React's, with English fallbacks in
// Nepali pages marked on the way (./mark-fallbacks.ts).
import { Fragment, jsx as reactJsx, jsxs as reactJsxs } from "react/jsx-runtime"
import { markFallbacks } from "./mark-fallbacks"

export type { JSX } from "react/jsx-runtime"
export { Fragment }

export const jsx: typeof reactJsx = (type, props, key) => reactJsx(type, markFallbacks(type, props), key)
export const jsxs: typeof reactJsxs = (type, props, key) => reactJsxs(type, markFallbacks(type, props), key)
