// A day shown Bikram Sambat first with the AD day beside it, as one <time> for machines.
import React from "react"
import { dualDate } from "../../lib/dates/dual-date"
import * as styles from "./dual-date.module.scss"

export interface DualDateProps {
  /** A day in Nepal, "YYYY-MM-DD". */
  iso: string
  className?: string
}

export function DualDate({ iso, className }: DualDateProps) {
  const { bs, ad } = dualDate(iso)
  return (
    <time dateTime={iso} className={className}>
      {bs} <span className={styles.ad}>({ad})</span>
    </time>
  )
}
