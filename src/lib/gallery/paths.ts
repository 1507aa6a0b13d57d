// The photo albums' addresses: the list at /gallery/, each album at /gallery/<slug>/.
export const GALLERY_PATH = "/gallery/"

export function albumPath(slug: string): string {
  return `${GALLERY_PATH}${slug}/`
}
