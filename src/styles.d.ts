// Sass modules export their class names (gatsby-plugin-sass: named exports, imported as `* as styles`).
declare module "*.module.scss" {
  const classes: { readonly [className: string]: string }
  export = classes
}

// Font files imported by the page head resolve to their built address (webpack asset modules).
declare module "*.woff2" {
  const href: string
  export default href
}
