// HTML validity of the built pages (npm run check:html). The recommended rules, less what React and
// Gatsby write themselves; everything our components write must pass.
module.exports = {
  root: true,
  extends: ["html-validate:recommended"],
  rules: {
    // React writes void elements self-closed (<meta />, <img />).
    "void-style": "off",
    // React writes some attribute names in camel case (charSet, srcSet); HTML ignores the case.
    "attr-case": "off",
    // React writes boolean attributes with an empty value (required=""), Gatsby its scripts' bare (async).
    "attribute-boolean-style": "off",
    // React writes empty attributes with an empty value (hidden="").
    "attribute-empty-style": ["error", { style: "empty" }],
    // Gatsby's root is id="___gatsby" and React's useId gives ids like ":R1:"; HTML allows any id without spaces.
    "valid-id": ["error", { relaxed: true }],
    // gatsby-image sizes and fades its wrappers with inline styles, as does Gatsby's focus wrapper and route announcer.
    "no-inline-style": "off",
    // A phone number is kept on one line by CSS (white-space: nowrap), which this rule cannot see.
    "tel-non-breaking": "off",
    // Without a form endpoint, the admission form is sent as an e-mail through a mailto link, not a submit button.
    "wcag/h32": "off",
    // Page titles are the school's words (a notice's title, then the school's name): their length is a
    // content choice, and a content edit must not break the tests.
    "long-title": "off",
    // Not among the recommended rules: headings go down one level at a time, on every page, whatever
    // its content (axe's heading-order runs on one page of each template only). The drawer's heading
    // comes before the page's h1; a <template> may hold a heading of its own (the error screen), which
    // this rule would count with the page's: one h1 a page is checked in the browser (e2e/tests/a11y).
    "heading-level": ["error", { minInitialRank: "h2", sectioningRoots: [], allowMultipleH1: true }],
    // Every form control has a label, on every page.
    "input-missing-label": "error",
  },
  elements: [
    "html5",
    {
      // gatsby-image writes its lazy <img> with data-src and sets src from script once near the screen.
      img: { attributes: { src: { required: false } } },
    },
  ],
}
