// An album's picture shown large (the PictureDialog), with its caption, each text marked when it is an
// English stand-in on a Nepali page; the previous and next pictures go round at either end.
import { getImage } from "gatsby-plugin-image"
import React from "react"
import { PictureDialog } from "../../components/picture-dialog/picture-dialog"
import { useFill } from "../../hooks/use-site"
import { stepPhoto } from "../../lib/gallery/photo-address"
import { toLocaleDigits } from "../../lib/i18n/digits"
import { fillPlaceholders } from "../../lib/placeholders"
import { useLocale } from "../../state/locale-context"
import type { AlbumData, GalleryLabels, LangOf } from "./album"

export interface PhotoViewerProps {
  album: AlbumData
  labels: GalleryLabels
  index: number
  onIndexChange: (index: number) => void
  onClose: () => void
  langOf: LangOf
}

export function PhotoViewer({ album, labels, index, onIndexChange, onClose, langOf }: PhotoViewerProps) {
  const fill = useFill()
  const locale = useLocale()
  const total = album.pictures.length
  const picture = album.pictures[index]
  const at = `pictures[${index}]`
  const counter = fillPlaceholders(fill(labels.counter), { current: toLocaleDigits(index + 1, locale), total: toLocaleDigits(total, locale) })
  const label = (key: "previous" | "next" | "close") => ({ text: fill(labels[key]), lang: langOf(`labels.${key}`) })
  return (
    <PictureDialog
      counter={{ text: counter, lang: langOf("labels.counter") }}
      picture={
        picture ? { key: index, image: getImage(picture.image.large?.gatsbyImageData ?? null), alt: { text: fill(picture.alt), lang: langOf(`${at}.alt`) } } : null
      }
      caption={picture?.caption ? { text: fill(picture.caption), lang: langOf(`${at}.caption`) } : undefined}
      labels={{ previous: label("previous"), next: label("next"), close: label("close") }}
      onStep={(step) => onIndexChange(stepPhoto(index, step, total))}
      onClose={onClose}
    />
  )
}
