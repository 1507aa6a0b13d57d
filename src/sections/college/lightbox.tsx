// The college gallery's picture shown large (the PictureDialog), with its description under it; the
// previous and next pictures go round at either end.
import { getImage } from "gatsby-plugin-image"
import React from "react"
import { PictureDialog } from "../../components/picture-dialog/picture-dialog"
import { useFill } from "../../hooks/use-site"
import { stepPhoto } from "../../lib/gallery/photo-address"
import { toLocaleDigits } from "../../lib/i18n/digits"
import { fillPlaceholders } from "../../lib/placeholders"
import { useLocale } from "../../state/locale-context"

export interface LightboxProps {
  gallery: Queries.CollegeGalleryFieldsFragment
  index: number
  onIndexChange: (index: number) => void
  onClose: () => void
}

export function Lightbox({ gallery, index, onIndexChange, onClose }: LightboxProps) {
  const fill = useFill()
  const locale = useLocale()
  const total = gallery.images.length
  const item = gallery.images[index]
  const counter = fillPlaceholders(fill(gallery.labels.counter), { current: toLocaleDigits(index + 1, locale), total: toLocaleDigits(total, locale) })
  return (
    <PictureDialog
      counter={{ text: counter }}
      picture={item ? { key: index, image: getImage(item.image.large?.gatsbyImageData ?? null), alt: { text: fill(item.alt) } } : null}
      caption={item ? { text: fill(item.alt) } : undefined}
      labels={{
        previous: { text: fill(gallery.labels.previous) },
        next: { text: fill(gallery.labels.next) },
        close: { text: fill(gallery.labels.close) },
      }}
      onStep={(step) => onIndexChange(stepPhoto(index, step, total))}
      onClose={onClose}
    />
  )
}
