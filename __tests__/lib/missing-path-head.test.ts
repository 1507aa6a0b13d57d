// The 404 page's view once its head script has chosen it (src/lib/routes/missing-path-head.ts): the light
// page's script keeps that view alone and, for the default category, puts its title, description and
// canonical address in place of the not-found page's, as React's page does once it has decided.
import { keepChosenView, MISSING_PART, viewHeadAttributes } from "../../src/lib/routes/missing-path-head"
import { MISSING_VIEW_ATTRIBUTE } from "../../src/lib/routes/missing-path-script"

const NOT_FOUND_HEAD = `<title>Page not found | School</title>
<meta name="description" content="Nothing here.">
<meta property="og:title" content="Page not found | School">
<meta property="og:description" content="Nothing here.">
<meta name="twitter:title" content="Page not found | School">
<meta name="twitter:description" content="Nothing here.">`

const VIEW = { fullTitle: "Primary | School", text: "Grades 1 to 5.", canonical: "https://school.example/primary/" }

function page(view: string | null) {
  document.head.innerHTML = NOT_FOUND_HEAD
  const notFound = document.createElement("div")
  notFound.setAttribute(MISSING_PART, "not-found")
  notFound.innerHTML = "<h1>Page not found</h1>"
  const part = document.createElement("div")
  for (const [name, value] of Object.entries({ [MISSING_PART]: "default", ...viewHeadAttributes(VIEW) })) part.setAttribute(name, value)
  part.innerHTML = "<h1>Primary</h1>"
  document.body.replaceChildren(notFound, part)
  if (view) document.documentElement.setAttribute(MISSING_VIEW_ATTRIBUTE, view)
  else document.documentElement.removeAttribute(MISSING_VIEW_ATTRIBUTE)
}

const content = (selector: string) => document.head.querySelector(selector)?.getAttribute("content")

describe("the 404 page's head for the view shown", () => {
  afterEach(() => document.documentElement.removeAttribute(MISSING_VIEW_ATTRIBUTE))

  const headings = () => [...document.querySelectorAll("h1")].map((heading) => heading.textContent)

  it("is the default category alone when that view is shown, with its title, description, cards and canonical address", () => {
    page("default")
    keepChosenView(document)
    expect(headings()).toEqual(["Primary"])
    expect(document.title).toBe(VIEW.fullTitle)
    expect(content('meta[name="description"]')).toBe(VIEW.text)
    expect(content('meta[property="og:title"]')).toBe(VIEW.fullTitle)
    expect(content('meta[name="twitter:description"]')).toBe(VIEW.text)
    expect(document.head.querySelectorAll('link[rel="canonical"]')).toHaveLength(1)
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute("href", VIEW.canonical)
    expect(content('meta[property="og:url"]')).toBe(VIEW.canonical)
  })

  it("is the not-found page alone, with its head, for the not-found view", () => {
    page("not-found")
    keepChosenView(document)
    expect(headings()).toEqual(["Page not found"])
    expect(document.title).toBe("Page not found | School")
    expect(document.head.querySelector('link[rel="canonical"]')).toBeNull()
  })

  it("leaves the page as built without the head script's choice (the stylesheet then shows the not-found view)", () => {
    page(null)
    keepChosenView(document)
    expect(headings()).toEqual(["Page not found", "Primary"])
    expect(document.title).toBe("Page not found | School")
  })
})
