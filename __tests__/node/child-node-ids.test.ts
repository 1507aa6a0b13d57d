/** @jest-environment node */
// The nodes made from data files' nodes (category entries, notices, Nepali files) under Gatsby's cache
// rules: a node created again with the same id and digest is kept as it was, parent included, and a
// node whose root ancestor is not created again is deleted as stale. With a .cache from another folder
// the data files' nodes come back under new ids (Gatsby names them by absolute path): their children
// must survive the clean-up, or `npm run cms` fails on a copied cache.
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import type { CreateNodeArgs, Node } from "gatsby"
import { createNepaliNodes } from "../../src/node/locales/data-nodes"
import { createNoticeNodes, NOTICE_FILE_TYPE } from "../../src/node/notices/notice-nodes"
import { createEntryNodes } from "../../src/node/pages/entry-nodes"
import { REAL_DATA_DIR } from "../support/data-dir"

type Json = Record<string, unknown>
type Creator = (args: CreateNodeArgs) => void

const TRANSFORMER = "gatsby-transformer-json"
const readJson = (relativePath: string) => JSON.parse(fs.readFileSync(path.join(REAL_DATA_DIR, relativePath), "utf8")) as Json

/** Gatsby's node store, reduced to the two rules above. */
class NodeStore {
  nodes = new Map<string, Node>()
  private touched = new Set<string>()

  add(node: Node): void {
    const old = this.nodes.get(node.id)
    this.touched.add(node.id)
    if (old && old.internal.contentDigest === node.internal.contentDigest) return
    this.nodes.set(node.id, node)
  }

  /** A data file's File node and transformer node under `folder`, handed to each creator. */
  source(folder: string, relativePath: string, type: string, creators: Creator[]): void {
    const absolutePath = path.join(folder, relativePath)
    const file = { id: `file ${absolutePath}`, parent: null, children: [], internal: { type: "File", owner: "gatsby-source-filesystem", contentDigest: "f" }, sourceInstanceName: "data", relativePath, absolutePath } as unknown as Node
    const json = { ...readJson(relativePath), id: `${file.id} >>> JSON`, parent: file.id, children: [], internal: { type, owner: TRANSFORMER, contentDigest: "j" } } as unknown as Node
    this.add(file)
    this.add(json)
    const args = {
      node: json,
      getNode: (id: string) => this.nodes.get(id),
      getNodesByType: (nodeType: string) => [...this.nodes.values()].filter((node) => node.internal.type === nodeType),
      createNodeId: (key: string) => `id(${key})`,
      createContentDigest: (value: unknown) => `digest(${JSON.stringify(value)})`,
      actions: { createNode: (child: Node) => this.add(child), createParentChildLink: () => undefined },
    } as unknown as CreateNodeArgs
    for (const create of creators) create(args)
  }

  /** What the next start does first: forget what was touched, as a new process does. */
  restart(): void {
    this.touched = new Set()
  }

  deleteStale(): void {
    const rootOf = (node: Node): Node => {
      const parent = node.parent ? this.nodes.get(node.parent) : undefined
      return parent ? rootOf(parent) : node
    }
    const stale = [...this.nodes.values()].filter((node) => !this.touched.has(rootOf(node).id))
    for (const node of stale) this.nodes.delete(node.id)
  }

  typesOf(): string[] {
    return [...new Set([...this.nodes.values()].map((node) => node.internal.type))].sort()
  }
}

const notice = `notices/${fs.readdirSync(path.join(REAL_DATA_DIR, "notices")).filter((name) => name.endsWith(".json")).sort()[0]!}`

function sourceAll(store: NodeStore, folder: string): void {
  store.source(folder, "curricula.json", "CurriculaJson", [createEntryNodes, createNepaliNodes])
  store.source(folder, notice, NOTICE_FILE_TYPE, [createNoticeNodes, createNepaliNodes])
}

// The same files in another folder: what a copied project sees (the Nepali node reads the schema beside them).
let copy: string
beforeAll(() => {
  copy = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "crest-nodes-")), "data")
  for (const part of ["curricula.json", notice, "schemas", "ne"]) fs.cpSync(path.join(REAL_DATA_DIR, part), path.join(copy, part), { recursive: true })
})
afterAll(() => fs.rmSync(path.dirname(copy), { recursive: true, force: true }))

describe("nodes made from a data file's node, with a Gatsby cache from another folder", () => {
  it("are all still there after the stale ones are cleaned up", () => {
    const store = new NodeStore()
    sourceAll(store, REAL_DATA_DIR)
    const before = store.typesOf()
    expect(before).toEqual(expect.arrayContaining(["CurriculumCategory", "Notice", "NepaliDataFile"]))

    store.restart()
    sourceAll(store, copy)
    store.deleteStale()

    expect(store.typesOf()).toEqual(before)
    for (const node of store.nodes.values()) expect(String(node.parent ?? "")).not.toContain(REAL_DATA_DIR)
  })
})
