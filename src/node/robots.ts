// robots.txt, written into the build so it names the sitemap on the configured origin.
import fs from "fs"
import path from "path"

export function robotsTxt(siteUrl: string): string {
  return ["User-agent: *", "Allow: /", "", `Sitemap: ${siteUrl.replace(/\/$/, "")}/sitemap-index.xml`, ""].join("\n")
}

export function writeRobotsTxt(publicDir: string, siteUrl: string): void {
  fs.writeFileSync(path.join(publicDir, "robots.txt"), robotsTxt(siteUrl))
}
