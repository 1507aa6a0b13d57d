// The yardstick of `npm run bench -- --weights-only`: a bare Gatsby 5 site whose one page shows one
// picture through gatsby-plugin-image, built with the same Gatsby and plugins as the site.
module.exports = {
  plugins: ["gatsby-plugin-image", "gatsby-plugin-sharp", "gatsby-transformer-sharp"],
}
