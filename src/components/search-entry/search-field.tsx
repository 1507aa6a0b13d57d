// The search field of the navigation's entry and of the search page: one word sent as ?q=…, no
// autocomplete of the browser's own, and a keyboard whose enter key says search.
import React from "react"
import { QUERY_PARAMETER } from "../../lib/search/address"

export type SearchFieldProps = Omit<React.InputHTMLAttributes<HTMLInputElement>, "type" | "name">

export function SearchField(props: SearchFieldProps) {
  return <input type="search" name={QUERY_PARAMETER} autoComplete="off" enterKeyHint="search" {...props} />
}
