import { renderNoticeMarkdown } from "../../src/node/notices/markdown"

describe("renderNoticeMarkdown", () => {
  it("makes paragraphs, emphasis, lists, tables and links", () => {
    const html = renderNoticeMarkdown("Hello **parents**.\n\n- one\n- two\n\n| Day | Subject |\n| --- | --- |\n| Sun | English |\n\n[Form](/form/)")
    expect(html).toContain("<strong>parents</strong>")
    expect(html).toContain("<li>one</li>")
    expect(html).toContain("<th>Day</th>")
    expect(html).toContain('<a href="/form/">Form</a>')
  })

  it("shows raw HTML as text, so a pasted script or style never runs", () => {
    const html = renderNoticeMarkdown('<script>alert("x")</script>\n\n<img src=x onerror=alert(1)>')
    expect(html).not.toMatch(/<script|<img/)
    expect(html).toContain("&lt;script&gt;")
  })

  it("does not link javascript: or data: addresses", () => {
    const html = renderNoticeMarkdown("[click](javascript:alert(1)) and [data](data:text/html,hi)")
    expect(html).not.toContain("<a")
  })

  it("keeps pictures out of the body: the notice's picture field carries them, with alt text", () => {
    expect(renderNoticeMarkdown("![a cat](https://example.com/cat.jpg)")).not.toContain("<img")
  })

  it("puts headings below the page's h1, and keeps the referrer private on links to other sites", () => {
    const html = renderNoticeMarkdown("# Big\n\n## Smaller\n\n[Board](https://www.neb.gov.np)")
    expect(html).toContain("<h2>Big</h2>")
    expect(html).not.toContain("<h1")
    expect(html).toContain('<a href="https://www.neb.gov.np" rel="noopener noreferrer">Board</a>')
  })
})
