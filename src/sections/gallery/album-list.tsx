// The list of photo albums on /gallery/, newest first (the page's query sorts them by date).
import React from "react"
import { AlbumCard } from "../../components/album-card/album-card"
import { PageIntro } from "../../components/layout/page-intro"
import { useFill } from "../../hooks/use-site"
import { toLocaleDigits } from "../../lib/i18n/digits"
import { langAt } from "../../lib/i18n/stand-ins"
import { fillPlaceholders } from "../../lib/placeholders"
import { useLocale } from "../../state/locale-context"
import * as styles from "./gallery.module.scss"

export interface AlbumListProps {
  gallery: Queries.GalleryPageQuery["galleryJson"] & {}
  albums: Queries.GalleryPageQuery["allGalleryAlbum"]["nodes"]
}

export function AlbumList({ gallery, albums }: AlbumListProps) {
  const fill = useFill()
  const locale = useLocale()
  const lang = (path: string) => langAt(gallery.untranslated, path)
  return (
    <>
      <PageIntro heading={fill(gallery.heading)} intro={fill(gallery.intro)} headingLang={lang("heading")} introLang={lang("intro")} />
      <div className={styles.body}>
        <ul className={styles.albums}>
          {albums.map((album) => (
            <li key={album.path}>
              <AlbumCard
                album={album}
                title={fill(album.title)}
                titleLang={langAt(album.untranslated, "title")}
                count={fillPlaceholders(fill(gallery.labels.count), { count: toLocaleDigits(album.pictures.length, locale) })}
                countLang={lang("labels.count")}
              />
            </li>
          ))}
        </ul>
      </div>
    </>
  )
}
