import { StaticImage } from "gatsby-plugin-image"
import React from "react"

export default function IndexPage() {
  return (
    <main>
      <h1>A bare Gatsby page</h1>
      <StaticImage src="../images/picture.jpg" alt="A picture" width={800} />
    </main>
  )
}

export const Head = () => <title>A bare Gatsby page</title>
