// Gatsby for component tests: real-looking links, static queries answered by each test.
const React = require("react")
const gatsby = jest.requireActual("gatsby")

module.exports = {
  ...gatsby,
  graphql: jest.fn(),
  Link: jest.fn().mockImplementation(
    // Drop Gatsby-only props so the DOM stays valid; keep what a visitor sees.
    // eslint-disable-next-line @typescript-eslint/no-unused-vars
    ({ activeClassName, activeStyle, getProps, innerRef, partiallyActive, ref, replace, to, ...rest }) =>
      React.createElement("a", {
        ...rest,
        href: to,
        // Gatsby's Link routes on the client instead of letting the browser navigate.
        onClick: (event) => {
          rest.onClick?.(event)
          event.preventDefault()
        },
      }),
  ),
  Slice: jest.fn().mockImplementation(({ alias, ...rest }) =>
    React.createElement("div", { ...rest, "data-test-slice-alias": alias }),
  ),
  useStaticQuery: jest.fn(),
  navigate: jest.fn(),
}
