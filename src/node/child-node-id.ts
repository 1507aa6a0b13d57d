// Gatsby keeps a node that is created again with the same id and content digest as it was, parent
// included, and after sourcing deletes every node whose root ancestor was not created or touched again.
// A node made in onCreateNode whose id came from its own content alone (a category's slug, a notice's
// address) therefore kept pointing at the cached parent whenever the parent got a new id while the
// content stayed the same: the data files' nodes are named by their absolute path, so a .cache copied
// from another folder did that to every one of them, and the categories, notices and Nepali files
// were deleted with their old parents ("defaultCategory: expected the slug of a curriculum category ()").
// A child named from its parent's id is another node under another parent, as gatsby-transformer-json's
// own `${parent.id} >>> JSON` is.
import type { Node, NodePluginArgs } from "gatsby"

export function childNodeId(createNodeId: NodePluginArgs["createNodeId"], parent: Pick<Node, "id">, key: string): string {
  return createNodeId(`${parent.id} ${key}`)
}
