// The pictures of the prebuilt HTML (gatsby-plugin-image's markup), without the plugin's runtime: its
// server render leaves each picture's address in data-src/data-srcset, for the browser's lazy loading
// to fetch once it is put in place, and keeps the picture transparent over its placeholder until it
// has loaded and decoded. The plugin writes both steps as inline scripts (one in the head, one after
// every picture); the build takes those out (src/node/pages/blocking-scripts.ts) and pages name this
// file instead, deferred: it runs once the document is parsed, as the plugin's module scripts did.

const WRAPPER = "[data-gatsby-image-wrapper]"
const PLACEHOLDER = "[data-placeholder-image]"

function placeholderOf(image: HTMLImageElement): HTMLElement | null {
  return image.closest(WRAPPER)?.querySelector<HTMLElement>(PLACEHOLDER) ?? null
}

function reveal(image: HTMLImageElement, fade: boolean): void {
  image.style.opacity = "1"
  const placeholder = placeholderOf(image)
  if (!placeholder) return
  placeholder.style.opacity = "0"
  if (fade) placeholder.style.transition = "opacity 500ms linear"
}

// A picture that loads later fades in once decoded, so it never shows half drawn.
document.body.addEventListener(
  "load",
  (event) => {
    const image = event.target
    if (!(image instanceof HTMLImageElement) || image.dataset.mainImage === undefined || image.dataset.gatsbyImageSsr === undefined) return
    const decoded = new Image()
    decoded.src = image.currentSrc
    void decoded
      .decode()
      .catch(() => undefined)
      .then(() => reveal(image, true))
  },
  true,
)

for (const image of document.querySelectorAll<HTMLImageElement>("img[data-main-image]")) {
  // The <picture>'s sources first, so the browser never starts on the fallback's address.
  for (const source of image.parentElement?.querySelectorAll<HTMLSourceElement>("source[data-srcset]") ?? []) {
    source.setAttribute("srcset", source.dataset.srcset ?? "")
    source.removeAttribute("data-srcset")
  }
  const { src, srcset } = image.dataset
  if (srcset) {
    image.setAttribute("srcset", srcset)
    image.removeAttribute("data-srcset")
  }
  if (src) {
    image.setAttribute("src", src)
    image.removeAttribute("data-src")
  }
  // Already there (from the cache): shown at once, as the plugin does.
  if (image.complete) reveal(image, false)
}
