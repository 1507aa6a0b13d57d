// The built pages of public/, for the steps after the build that read or rewrite every page.
import fs from "fs"
import path from "path"
import { EDITOR_PATH } from "./policy"

/** The address a built file answers: "about/index.html" is "/about/", "404.html" is "/404.html". */
export function pagePathOf(relativeFile: string): string {
  const posix = relativeFile.split(path.sep).join("/")
  return `/${posix.replace(/(^|\/)index\.html$/, "$1")}`
}

/** The built pages of publicDir, as paths relative to it. */
export function builtPages(publicDir: string): string[] {
  const editorDir = EDITOR_PATH.replace(/^\/|\/$/g, "")
  return fs
    .readdirSync(publicDir, { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".html"))
    .filter((file) => {
      const top = file.split(path.sep)[0]
      // The editor is files of its own (Decap CMS); page-data holds no pages, and _gatsby/ only the
      // pieces (slices) Gatsby stitched into the pages.
      return top !== editorDir && top !== "page-data" && top !== "_gatsby" && fs.statSync(path.join(publicDir, file)).isFile()
    })
    .sort()
}
