// Home's newest photo album (the page's query picks the album with the latest date) and a link to
// all of them.
import React from "react"
import { AlbumCard } from "../../components/album-card/album-card"
import { ButtonLink } from "../../components/button/button-link"
import { Section } from "../../components/section/section"
import { useFill } from "../../hooks/use-site"
import { GALLERY_PATH } from "../../lib/gallery/paths"
import { toLocaleDigits } from "../../lib/i18n/digits"
import { langAt } from "../../lib/i18n/stand-ins"
import { fillPlaceholders } from "../../lib/placeholders"
import { useLocale } from "../../state/locale-context"
import * as styles from "./gallery.module.scss"

export interface NewestAlbumProps {
  album: Queries.HomePageQuery["allGalleryAlbum"]["nodes"][number]
  gallery: NonNullable<Queries.HomePageQuery["galleryJson"]>
}

export function NewestAlbum({ album, gallery }: NewestAlbumProps) {
  const fill = useFill()
  const locale = useLocale()
  const { labels } = gallery
  const lang = (path: string) => langAt(gallery.untranslated, path)
  return (
    <Section id="albums" title={fill(labels.newest)} tone="alt">
      <div className={styles.newest}>
        <AlbumCard
          album={album}
          title={fill(album.title)}
          titleLang={langAt(album.untranslated, "title")}
          count={fillPlaceholders(fill(labels.count), { count: toLocaleDigits(album.pictures.length, locale) })}
          countLang={lang("labels.count")}
          headingLevel={3}
        />
      </div>
      <p className={styles.all}>
        <ButtonLink to={GALLERY_PATH} variant="outline">
          <span lang={lang("labels.all")}>{fill(labels.all)}</span>
        </ButtonLink>
      </p>
    </Section>
  )
}
