// The photo albums' pages: /gallery/<slug>/ for each album of data/gallery.json, in every language.
// The route list reads the slugs from the file; createPages makes the pages from the GalleryAlbum nodes.
import fs from "fs"
import path from "path"
import type { CreatePagesArgs } from "gatsby"
import { albumPath } from "../../lib/gallery/paths"

/** The English album addresses, from data/gallery.json (none when the file is missing). */
export function albumRoutes(dataDir: string): string[] {
  const file = path.join(dataDir, "gallery.json")
  if (!fs.existsSync(file)) return []
  const gallery = JSON.parse(fs.readFileSync(file, "utf8")) as { albums?: { slug: string }[] }
  return (gallery.albums ?? []).map((album) => albumPath(album.slug))
}

// Written out here because gatsby-node queries are not part of query typegen.
interface AlbumPagesResult {
  allGalleryAlbum: { nodes: { id: string; path: string; locale: string }[] }
}

export async function createAlbumPages({ graphql, actions, reporter }: CreatePagesArgs, { root }: { root: string }): Promise<void> {
  const result = await graphql<AlbumPagesResult>(`
    query AlbumPages {
      allGalleryAlbum {
        nodes {
          id
          path
          locale
        }
      }
    }
  `)
  if (result.errors || !result.data) {
    reporter.panicOnBuild("Could not read the photo albums from data/gallery.json.", result.errors)
    return
  }
  for (const album of result.data.allGalleryAlbum.nodes) {
    actions.createPage({
      path: album.path,
      component: path.resolve(root, "src/templates/album-page.tsx"),
      context: { id: album.id, locale: album.locale },
    })
  }
}
