// A notice's body, written in Markdown by school staff, turned into HTML once at build: the browser
// gets HTML only. Raw HTML in the text is shown as text, links must be web, mail or phone addresses,
// and pictures belong in the notice's picture field, so the output holds only what Markdown makes.
import MarkdownIt from "markdown-it"

const SAFE_LINK = /^(https?:|mailto:|tel:|\/|#)/i

const markdown = new MarkdownIt({ html: false, linkify: false, typographer: true })
markdown.disable(["image"])
markdown.validateLink = (url) => SAFE_LINK.test(url.trim())

// The notice's title is the page's only h1; headings in the body sit below it.
const defaultHeadingOpen = markdown.renderer.rules.heading_open
markdown.renderer.rules.heading_open = (tokens, index, options, env, self) => {
  const token = tokens[index]!
  if (token.tag === "h1") token.tag = "h2"
  return defaultHeadingOpen ? defaultHeadingOpen(tokens, index, options, env, self) : self.renderToken(tokens, index, options)
}
markdown.renderer.rules.heading_close = (tokens, index, options, _env, self) => {
  const token = tokens[index]!
  if (token.tag === "h1") token.tag = "h2"
  return self.renderToken(tokens, index, options)
}

// Links to other sites open where the reader is but say where they go: rel keeps the referrer private.
const defaultLinkOpen = markdown.renderer.rules.link_open
markdown.renderer.rules.link_open = (tokens, index, options, env, self) => {
  const token = tokens[index]!
  if (/^https?:/i.test(String(token.attrGet("href") ?? ""))) token.attrSet("rel", "noopener noreferrer")
  return defaultLinkOpen ? defaultLinkOpen(tokens, index, options, env, self) : self.renderToken(tokens, index, options)
}

export function renderNoticeMarkdown(body: string): string {
  return markdown.render(body)
}
