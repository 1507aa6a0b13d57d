// Where the build writes the notice feeds; pages link to them.
export const RSS_PATH = "/notices/rss.xml"
export const JSON_FEED_PATH = "/notices/feed.json"
