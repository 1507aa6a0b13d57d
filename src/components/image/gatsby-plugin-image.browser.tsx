// gatsby-plugin-image in the browser bundle: src/node/webpack.ts puts this module where the site's code
// imports "gatsby-plugin-image" (its own import below is left alone). Everything is the plugin's, except
// GatsbyImage for a picture that is already in the prebuilt HTML.
//
// The plugin's GatsbyImage asks for its client renderer (react-dom/server, ~21 KB gzip) as soon as any
// picture mounts, even one the HTML already holds, where all it then does is note that the picture has
// loaded. Such a picture is hydrated here as the plugin would hydrate it (the same wrapper, keeping the
// HTML inside), so the renderer is fetched only when a picture has to be drawn in the browser: one on a
// page reached through the router, a picture whose data changes, or a browser without native lazy
// loading. Those get the plugin's GatsbyImage itself (docs/behaviour.md#images).
import type { GatsbyImageProps, IGatsbyImageData } from "gatsby-plugin-image"
import { GatsbyImage as PluginImage } from "gatsby-plugin-image"
import React, { createElement, memo, useEffect, useMemo, useRef, useState, useSyncExternalStore } from "react"

export * from "gatsby-plugin-image"

// Defined by the plugin's webpack settings when it is in gatsby-config's plugins (it is).
declare const GATSBY___IMAGE: boolean | undefined

const pluginInstalled = () => typeof GATSBY___IMAGE !== "undefined" && Boolean(GATSBY___IMAGE)
const nativeLazyLoading = () => typeof HTMLImageElement !== "undefined" && "loading" in HTMLImageElement.prototype

// True while React hydrates the prebuilt HTML (it asks for the server's snapshot then), false in any
// render of the browser's own. Nothing changes it, so there is nothing to subscribe to.
const noSubscription = () => () => undefined
const hydrating = () => true
const notHydrating = () => false

function useHydrating(): boolean {
  return useSyncExternalStore(noSubscription, notHydrating, hydrating)
}

/** The plugin's wrapper attributes (its getWrapperProps), which are not exported. */
function wrapperProps({ width, height, layout }: IGatsbyImageData): { className: string; style: React.CSSProperties } {
  const style: React.CSSProperties = pluginInstalled() ? {} : { position: "relative", overflow: "hidden" }
  let className = "gatsby-image-wrapper"
  if (layout === "fixed") {
    style.width = width
    style.height = height
  } else if (layout === "constrained") {
    if (!pluginInstalled()) Object.assign(style, { display: "inline-block", verticalAlign: "top" })
    className = "gatsby-image-wrapper gatsby-image-wrapper-constrained"
  }
  return { className, style }
}

/** The plugin's sizer markup (its getSizer), which the wrapper holds before the picture is drawn. */
function sizerHtml({ width, height, layout }: IGatsbyImageData): string {
  if (layout === "fullWidth") return `<div aria-hidden="true" style="padding-top: ${(height / width) * 100}%;"></div>`
  if (layout === "constrained") {
    return `<div style="max-width: ${width}px; display: block;"><img alt="" role="presentation" aria-hidden="true" src="data:image/svg+xml;charset=utf-8,%3Csvg%20height='${height}'%20width='${width}'%20xmlns='http://www.w3.org/2000/svg'%20version='1.1'%3E%3C/svg%3E" style="max-width: 100%; display: block; position: static;"></div>`
  }
  return ""
}

const SSR_MARK = "data-gatsby-image-ssr"

interface PrebuiltImageProps extends GatsbyImageProps {
  /** The HTML holds no picture the browser can finish by itself: let the plugin draw it. */
  onCannotKeep: () => void
}

/** A picture of the prebuilt HTML, kept as it is: the plugin's hydration of it, without its renderer. */
function PrebuiltImage({ as = "div", image, style, backgroundColor, className, onStartLoad, onLoad, onCannotKeep }: PrebuiltImageProps) {
  const root = useRef<HTMLElement>(null)
  const wrapper = wrapperProps(image)
  const sizer = sizerHtml(image)
  // Kept the same object, as the plugin does, so React never rewrites the picture inside.
  const inner = useMemo(() => ({ __html: sizer }), [sizer])

  useEffect(() => {
    const ssrImage = root.current?.querySelector<HTMLImageElement>(`[${SSR_MARK}]`)
    if (!ssrImage || !nativeLazyLoading()) {
      onCannotKeep()
      return undefined
    }
    // What the plugin does for a prebuilt picture: report it loaded, and drop the mark afterwards (not at
    // once, so as not to race the plugin's own inline script that reveals prebuilt pictures).
    const finish = () => {
      onLoad?.({ wasCached: true })
      setTimeout(() => ssrImage.removeAttribute(SSR_MARK), 0)
    }
    onStartLoad?.({ wasCached: true })
    if (ssrImage.complete) {
      finish()
      return undefined
    }
    ssrImage.addEventListener("load", finish, { once: true })
    return () => ssrImage.removeEventListener("load", finish)
    // Once, for the picture the HTML holds; another picture goes to the plugin (see GatsbyImage).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  return createElement(as, {
    "data-gatsby-image-wrapper": "",
    className: `${wrapper.className}${className ? ` ${className}` : ""}`,
    style: { ...wrapper.style, ...style, backgroundColor },
    ref: root,
    dangerouslySetInnerHTML: inner,
    suppressHydrationWarning: true,
  })
}

/** The key the plugin tells pictures apart by. */
const picture = (image: IGatsbyImageData | undefined) => JSON.stringify(image?.images)

function SiteImage(props: GatsbyImageProps) {
  // Decided at the first render: hydrating means this picture is in the HTML.
  const inPrebuiltHtml = useHydrating()
  const [prebuilt, setPrebuilt] = useState(inPrebuiltHtml)
  const [first] = useState(() => picture(props.image))
  if (!props.image || !prebuilt || picture(props.image) !== first) return <PluginImage {...props} />
  return <PrebuiltImage {...props} onCannotKeep={() => setPrebuilt(false)} />
}

export const GatsbyImage = memo(SiteImage)
GatsbyImage.displayName = "GatsbyImage"
