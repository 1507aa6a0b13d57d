// Sass modules export their class names (gatsby-plugin-sass: named exports, imported as `* as styles`).
declare module "*.module.scss" {
  const classes: { readonly [className: string]: string }
  export = classes
}
