import fs from "node:fs"
import path from "node:path"
import { parse, print, type ObjectTypeDefinitionNode } from "graphql"
import { readSchema } from "../../src/node/content-model/json-schema"
import { NOTICE_SCHEMA } from "../../src/node/notices/files"
import { withLatestNotices } from "../../src/node/notices/home-page"
import { NOTICE_NODE, noticeContent } from "../../src/node/notices/notice-nodes"
import { typeDefs } from "../../src/node/schema"
import { noticeRoutes } from "../../src/node/routes"
import { visibleNotices } from "../../src/lib/notices/notices"
import { noticeFiles, summaryFixture } from "../support/notice-fixtures"

const DATA_DIR = path.resolve(__dirname, "../../data")
const now = new Date("2026-11-23T09:00:00+05:45")

describe("noticeContent", () => {
  it("adds the notice's address and its body as HTML, and fills the optional fields", () => {
    const content = noticeContent({ title: "T", date: "2026-11-20", category: "exam", slug: "routine", summary: "S", body: "**Bring** a pen." })
    expect(content).toMatchObject({
      path: "/notices/exam/routine/",
      bodyHtml: "<p><strong>Bring</strong> a pen.</p>\n",
      expires: null,
      picture: null,
      attachments: [],
      pinned: false,
    })
  })
})

describe("the Notice type", () => {
  const schema = readSchema(DATA_DIR, NOTICE_SCHEMA)
  const types = parse(typeDefs(DATA_DIR).join("\n")).definitions.filter((definition): definition is ObjectTypeDefinitionNode => definition.kind === "ObjectTypeDefinition")
  /** A type's fields as `name: Type @directive`. */
  const fieldsOf = (name: string) => {
    const type = types.find((candidate) => candidate.name.value === name)
    return new Map((type?.fields ?? []).map((field) => [field.name.value, [print(field.type), ...(field.directives ?? []).map((directive) => print(directive))].join(" ")]))
  }
  const notice = fieldsOf("Notice")
  const written = Object.keys(schema.properties ?? {}).filter((name) => name !== "$schema")

  it("is declared once, generated from notice.schema.json with what the node derives", () => {
    expect(types.filter((type) => type.name.value === "Notice")).toHaveLength(1)
    expect([...notice.keys()]).toEqual(["locale", "untranslated", ...written, ...Object.keys(NOTICE_NODE.derived)])
    for (const name of written) {
      const never = (schema.required ?? []).includes(name) || name in (NOTICE_NODE.defaults ?? {})
      expect([name, notice.get(name)!.split(" ")[0]!.endsWith("!")]).toEqual([name, never])
    }
    // A picture and an attachment are the files themselves, resolved beside the notice file.
    expect(fieldsOf(notice.get("picture")!.replace(/\W/g, "")).get("image")).toBe("File! @fileByRelativePath")
    expect(fieldsOf(notice.get("attachments")!.replace(/\W/g, "")).get("file")).toBe("File! @fileByRelativePath")
  })

  it("has exactly the fields noticeContent makes, each a value where the type promises one", () => {
    const smallest = { title: "T", date: "2026-11-20", category: "exam", slug: "routine", summary: "S", body: "B" }
    const real = JSON.parse(fs.readFileSync(path.join(DATA_DIR, "notices", fs.readdirSync(path.join(DATA_DIR, "notices"))[0]!), "utf8")) as Record<string, unknown>
    for (const file of [smallest, real]) {
      const content = noticeContent(file)
      expect(Object.keys(content).sort()).toEqual([...notice.keys()].sort())
      for (const [name, type] of notice) if (type.split(" ")[0]!.endsWith("!")) expect([name, content[name] ?? null]).not.toEqual([name, null])
    }
  })
})

describe("withLatestNotices", () => {
  const expected = visibleNotices(noticeFiles().map(summaryFixture), now)
    .slice(0, 3)
    .map((notice) => notice.path)

  it("gives Home the addresses of the first three notices visible at the build's moment", () => {
    const page = withLatestNotices({ path: "/", component: "index.tsx", context: {} }, DATA_DIR, now)
    expect(page?.context).toEqual({ latestNotices: expected })
  })

  it("leaves other pages, and a Home that already has them, alone (so onCreatePage does not loop)", () => {
    expect(withLatestNotices({ path: "/about/", component: "about.tsx", context: {} }, DATA_DIR, now)).toBeNull()
    expect(withLatestNotices({ path: "/", component: "index.tsx", context: { latestNotices: expected } }, DATA_DIR, now)).toBeNull()
  })
})

describe("noticeRoutes", () => {
  it("lists the notice lists and every published notice's page, not those scheduled for later", () => {
    const routes = noticeRoutes(DATA_DIR, now)
    expect(routes).toContain("/notices/")
    const published = noticeFiles().filter((notice) => notice.date <= "2026-11-23")
    const scheduled = noticeFiles().filter((notice) => notice.date > "2026-11-23")
    for (const notice of published) expect(routes).toContain(`/notices/${notice.category}/${notice.slug}/`)
    for (const notice of scheduled) expect(routes).not.toContain(`/notices/${notice.category}/${notice.slug}/`)
  })
})
