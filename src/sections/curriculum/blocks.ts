// A curriculum section's content blocks, narrowed from the GraphQL shape (where every field is
// optional) to what each block is: a paragraph, a subheading, a list or titled entries.
export type BlockData = Queries.CurriculumSectionsFieldsFragment["sections"][number]["blocks"][number]

export type CurriculumBlock =
  | { kind: "paragraph"; text: string }
  | { kind: "subheading"; text: string }
  | { kind: "list"; items: readonly string[] }
  | { kind: "entries"; entries: readonly { title: string; text: string }[] }

/** null for a block with no content (the data check allows none, so this is only a safeguard). */
export function toBlock(block: BlockData): CurriculumBlock | null {
  if (block.paragraph) return { kind: "paragraph", text: block.paragraph }
  if (block.subheading) return { kind: "subheading", text: block.subheading }
  if (block.list?.length) return { kind: "list", items: block.list }
  if (block.entries?.length) return { kind: "entries", entries: block.entries }
  return null
}
