import { XMLParser, XMLValidator } from "fast-xml-parser"
import { jsonFeed, rssFeed, type FeedChannel, type FeedItem } from "../../src/node/notices/feeds"

const channel: FeedChannel = {
  siteUrl: "https://school.example/",
  title: "School & news",
  description: "Notices <for> parents",
  homePath: "/notices/",
  language: "en",
  rssPath: "/notices/rss.xml",
  jsonFeedPath: "/notices/feed.json",
}
const items: FeedItem[] = [
  { title: "Exam routine & rules", path: "/notices/exam/routine/", date: "2026-11-20", summary: "Starts <soon>.", bodyHtml: "<p>Body</p>", category: "Exams" },
  { title: "Dashain", path: "/notices/holiday/dashain/", date: "2026-10-06", summary: "Closed.", bodyHtml: "<p>Closed</p>", category: "Holidays" },
]

describe("rssFeed", () => {
  const xml = rssFeed(channel, items)
  const parsed = new XMLParser({ ignoreAttributes: false }).parse(xml) as {
    rss: { "@_version": string; channel: Record<string, unknown> & { item: Record<string, unknown>[] } }
  }

  it("is well-formed XML", () => {
    expect(XMLValidator.validate(xml)).toBe(true)
  })

  it("has the channel elements RSS 2.0 requires, with absolute links and text escaped", () => {
    expect(parsed.rss["@_version"]).toBe("2.0")
    expect(parsed.rss.channel.title).toBe("School & news")
    expect(parsed.rss.channel.link).toBe("https://school.example/notices/")
    expect(parsed.rss.channel.description).toBe("Notices <for> parents")
  })

  it("has one item per notice with title, absolute link, permalink guid, RFC 822 date and summary", () => {
    const [first, second] = parsed.rss.channel.item
    expect(first!.title).toBe("Exam routine & rules")
    expect(first!.link).toBe("https://school.example/notices/exam/routine/")
    expect(first!.guid).toEqual({ "#text": "https://school.example/notices/exam/routine/", "@_isPermaLink": "true" })
    expect(first!.pubDate).toBe("Thu, 19 Nov 2026 18:15:00 GMT")
    expect(first!.description).toBe("Starts <soon>.")
    expect(second!.category).toBe("Holidays")
  })
})

describe("jsonFeed", () => {
  const feed = JSON.parse(jsonFeed(channel, items)) as Record<string, unknown> & { items: Record<string, unknown>[] }

  it("has the fields JSON Feed 1.1 requires: version, title, and items with an id and content", () => {
    expect(feed.version).toBe("https://jsonfeed.org/version/1.1")
    expect(feed.title).toBe("School & news")
    expect(feed.home_page_url).toBe("https://school.example/notices/")
    expect(feed.feed_url).toBe("https://school.example/notices/feed.json")
    for (const item of feed.items) {
      expect(typeof item.id).toBe("string")
      expect(typeof item.content_html === "string" || typeof item.content_text === "string").toBe(true)
    }
  })

  it("gives each item its absolute address and an RFC 3339 date in Nepal time", () => {
    expect(feed.items[0]).toMatchObject({
      id: "https://school.example/notices/exam/routine/",
      url: "https://school.example/notices/exam/routine/",
      title: "Exam routine & rules",
      date_published: "2026-11-20T00:00:00+05:45",
      content_html: "<p>Body</p>",
    })
    expect(new Date(String(feed.items[0]!.date_published)).toISOString()).toBe("2026-11-19T18:15:00.000Z")
  })
})

describe("a feed in another language", () => {
  const nepali: FeedChannel = { ...channel, homePath: "/ne/notices/", language: "ne", rssPath: "/ne/notices/rss.xml", jsonFeedPath: "/ne/notices/feed.json" }

  it("names its own address, its language and its list page", () => {
    const rss = new XMLParser({ ignoreAttributes: false }).parse(rssFeed(nepali, items)) as {
      rss: { channel: { link: string; language: string; "atom:link": { "@_href": string } } }
    }
    expect(rss.rss.channel["atom:link"]["@_href"]).toBe("https://school.example/ne/notices/rss.xml")
    expect(rss.rss.channel.language).toBe("ne")
    expect(rss.rss.channel.link).toBe("https://school.example/ne/notices/")
    const feed = JSON.parse(jsonFeed(nepali, items)) as { feed_url: string; language: string; home_page_url: string }
    expect(feed).toMatchObject({ feed_url: "https://school.example/ne/notices/feed.json", language: "ne", home_page_url: "https://school.example/ne/notices/" })
  })
})
