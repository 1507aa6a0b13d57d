// Home's newest photo album (the page's query picks the album with the latest date) and a link to
// all of them.
import React from "react"
import { AlbumCard } from "../../components/album-card/album-card"
import { ButtonLink } from "../../components/button/button-link"
import { Section } from "../../components/section/section"
import { useFill } from "../../hooks/use-site"
import { GALLERY_PATH } from "../../lib/gallery/paths"
import { toLocaleDigits } from "../../lib/i18n/digits"
import { fillPlaceholders } from "../../lib/placeholders"
import { useLocale } from "../../state/locale-context"
import * as styles from "./gallery.module.scss"

export interface NewestAlbumProps {
  album: Queries.HomePageQuery["allGalleryAlbum"]["nodes"][number]
  labels: NonNullable<Queries.HomePageQuery["galleryJson"]>["labels"]
}

export function NewestAlbum({ album, labels }: NewestAlbumProps) {
  const fill = useFill()
  const locale = useLocale()
  return (
    <Section id="albums" title={fill(labels.newest)} tone="alt">
      <div className={styles.newest}>
        <AlbumCard
          album={album}
          title={fill(album.title)}
          count={fillPlaceholders(fill(labels.count), { count: toLocaleDigits(album.pictures.length, locale) })}
          headingLevel={3}
        />
      </div>
      <p className={styles.all}>
        <ButtonLink to={GALLERY_PATH} variant="outline">
          {fill(labels.all)}
        </ButtonLink>
      </p>
    </Section>
  )
}
