// Pagefind's excerpts are HTML: the page's text, < and > escaped, with the words found in <mark>.
// They are read into plain parts here, so the page draws them as text and never as markup.

export interface ExcerptPart {
  text: string
  marked: boolean
}

// Pagefind escapes only these two in the page's text; anything else is the text as written.
const ESCAPED: Readonly<Record<string, string>> = { "&lt;": "<", "&gt;": ">" }

function unescape(text: string): string {
  return text.replace(/&lt;|&gt;/g, (entity) => ESCAPED[entity]!)
}

/** The excerpt as text parts, the found words marked; any other tag is dropped, its text kept. */
export function excerptParts(html: string): ExcerptPart[] {
  const parts: ExcerptPart[] = []
  let marked = false
  for (const piece of html.split(/(<\/?mark\b[^>]*>)/i)) {
    if (/^<mark\b/i.test(piece)) marked = true
    else if (/^<\/mark/i.test(piece)) marked = false
    else {
      const text = unescape(piece.replace(/<[^>]*>/g, ""))
      if (!text) continue
      const last = parts[parts.length - 1]
      if (last && last.marked === marked) last.text += text
      else parts.push({ text, marked })
    }
  }
  return parts
}
