/** @jest-environment node */
// How data/ becomes nodes: gatsby-transformer-json names each node's type, and each English node gets
// its Nepali sibling through the transformer, whichever of the English file and its overlay comes first.
import fs from "node:fs"
import path from "node:path"
import type { CreateNodeArgs, Node } from "gatsby"
import { createNepaliNodes, NEPALI_FILE_TYPE, OVERLAY_NODE_TYPE, transformerTypeName } from "../../src/node/locales/data-nodes"
import { REAL_DATA_DIR } from "../support/data-dir"

type Json = Record<string, unknown>

const TRANSFORMER = "gatsby-transformer-json"

function fileNode(relativePath: string): Node {
  return {
    id: `file ${relativePath}`,
    parent: null,
    children: [],
    internal: { type: "File", owner: "gatsby-source-filesystem", contentDigest: "x" },
    sourceInstanceName: "data",
    relativePath,
    absolutePath: path.join(REAL_DATA_DIR, relativePath),
  } as unknown as Node
}

function jsonNode(file: Node, type: string, content: Json): Node {
  return { ...content, id: `${file.id} >>> JSON`, parent: file.id, children: [], internal: { type, owner: TRANSFORMER, contentDigest: "x" } } as unknown as Node
}

const readJson = (relativePath: string) => JSON.parse(fs.readFileSync(path.join(REAL_DATA_DIR, relativePath), "utf8")) as Json

/** A node store holding these nodes, and the createNode calls made while one of them arrives. */
function arrive(nodes: Node[], node: Node) {
  const created: Json[] = []
  const links: Array<{ parent: string; child: string }> = []
  const args = {
    node,
    getNode: (id: string) => nodes.find((candidate) => candidate.id === id),
    getNodesByType: (type: string) => nodes.filter((candidate) => candidate.internal.type === type),
    createNodeId: (key: string) => `id(${key})`,
    createContentDigest: (value: unknown) => `digest(${String(value).length})`,
    actions: {
      createNode: (child: Json) => created.push(child),
      createParentChildLink: ({ parent, child }: { parent: Node; child: Node }) => links.push({ parent: parent.id, child: child.id }),
    },
  } as unknown as CreateNodeArgs
  createNepaliNodes(args)
  return { created, links }
}

const englishFile = fileNode("privacy.json")
const overlayFile = fileNode("ne/privacy.json")
const english = jsonNode(englishFile, "PrivacyJson", readJson("privacy.json"))
const overlay = jsonNode(overlayFile, OVERLAY_NODE_TYPE, readJson("ne/privacy.json"))

describe("transformerTypeName", () => {
  it("names a file's type after it, a folder's files after the folder, and every Nepali file NepaliOverlay", () => {
    expect(transformerTypeName({ node: { relativePath: "lunch-menu.json" } })).toBe("LunchMenuJson")
    expect(transformerTypeName({ node: { relativePath: "notices/2026-07-01-x.json" } })).toBe("NoticesJson")
    expect(transformerTypeName({ node: { relativePath: "ne/home.json" } })).toBe(OVERLAY_NODE_TYPE)
    expect(transformerTypeName({ node: { relativePath: "ne/notices/2026-07-01-x.json" } })).toBe(OVERLAY_NODE_TYPE)
  })
})

describe("createNepaliNodes", () => {
  it("gives the transformer the English file's Nepali content, under the English file, named after it", () => {
    const { created, links } = arrive([englishFile, overlayFile, english, overlay], english)
    expect(created).toHaveLength(1)
    const [nepali] = created
    expect(nepali).toMatchObject({ relativePath: "privacy.json", parent: englishFile.id, internal: { type: NEPALI_FILE_TYPE, mediaType: "application/json" } })
    expect(transformerTypeName({ node: nepali! })).toBe("PrivacyJson")
    const content = JSON.parse((nepali!.internal as { content: string }).content) as Json
    expect(content.locale).toBe("ne")
    expect(content.heading).toBe(readJson("ne/privacy.json").heading)
    expect(content.untranslated).toEqual([])
    expect(links).toEqual([{ parent: englishFile.id, child: nepali!.id }])
  })

  it("makes the same node again when the overlay arrives after its English file", () => {
    const fromEnglish = arrive([englishFile, overlayFile, english, overlay], english).created
    const fromOverlay = arrive([englishFile, overlayFile, english, overlay], overlay).created
    expect(fromOverlay).toEqual(fromEnglish)
  })

  it("waits for the English node when the overlay comes first, and without an overlay keeps every text English", () => {
    expect(arrive([englishFile, overlayFile, overlay], overlay).created).toEqual([])
    const [alone] = arrive([englishFile, english], english).created
    const content = JSON.parse((alone!.internal as { content: string }).content) as Json
    expect(content.heading).toBe(readJson("privacy.json").heading)
    expect(content.untranslated).toEqual(expect.arrayContaining(["heading", "intro"]))
  })

  it("leaves the Nepali node the transformer then makes, and nodes of other plugins, alone", () => {
    const nepaliSource = { ...fileNode("x"), id: "nepali source", internal: { type: NEPALI_FILE_TYPE, owner: "default-site-plugin", contentDigest: "x" } } as unknown as Node
    const nepali = jsonNode(nepaliSource, "PrivacyJson", { locale: "ne" })
    expect(arrive([englishFile, nepaliSource, nepali], nepali).created).toEqual([])
    expect(arrive([englishFile], englishFile).created).toEqual([])
  })
})

describe("gatsby-config", () => {
  it("sources data/ with gatsby-source-filesystem and turns it into nodes with gatsby-transformer-json, named here", async () => {
    const { default: config } = await import("../../gatsby-config")
    const plugins = (config.plugins ?? []) as Array<string | { resolve: string; options?: Json }>
    const named = (name: string) => plugins.find((plugin) => typeof plugin !== "string" && plugin.resolve === name) as { options: Json }
    expect(named("gatsby-source-filesystem").options.path).toBe(REAL_DATA_DIR)
    expect(named("gatsby-transformer-json").options.typeName).toBe(transformerTypeName)
    expect(config).not.toHaveProperty("jsxImportSource")
  })
})
