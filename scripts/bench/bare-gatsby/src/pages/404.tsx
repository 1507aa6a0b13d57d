import React from "react"

export default function NotFoundPage() {
  return <h1>Not found</h1>
}
