// A call to action beside a quieter way on, as links drawn as buttons on a dark band (the footer, a
// faculty's hero): the one look of that pair.
import React from "react"
import { useFill } from "../../hooks/use-site"
import { ButtonLink } from "./button-link"

export interface LinkAction {
  to: string
  label: string
}

export interface ActionPairProps {
  main: LinkAction
  other: LinkAction
  className?: string
}

export function ActionPair({ main, other, className }: ActionPairProps) {
  const fill = useFill()
  return (
    <div className={className}>
      <ButtonLink to={fill(main.to)} variant="accent">
        {fill(main.label)}
      </ButtonLink>
      <ButtonLink to={fill(other.to)} variant="light">
        {fill(other.label)}
      </ButtonLink>
    </div>
  )
}
