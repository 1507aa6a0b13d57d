// The development build's counterpart of ./jsx-runtime.ts (`gatsby develop`, Jest in development mode).
import { Fragment, jsxDEV as reactJsxDev } from "react/jsx-dev-runtime"
import { markFallbacks } from "./mark-fallbacks"

export type { JSX } from "react/jsx-dev-runtime"
export { Fragment }

export const jsxDEV: typeof reactJsxDev = (type, props, key, isStatic, source, self) =>
  reactJsxDev(type, markFallbacks(type, props), key, isStatic, source, self)
