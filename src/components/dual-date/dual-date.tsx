// A day shown Bikram Sambat first with the AD day beside it, in the page's language, as one <time>
// whose machine value stays "YYYY-MM-DD".
import React from "react"
import { dualDate } from "../../lib/nepal-time/dual-date"
import { useLocale } from "../../state/locale-context"
import * as styles from "./dual-date.module.scss"

export interface DualDateProps {
  /** A day in Nepal, "YYYY-MM-DD". */
  iso: string
  className?: string
}

export function DualDate({ iso, className }: DualDateProps) {
  const { bs, ad } = dualDate(iso, useLocale())
  return (
    <time dateTime={iso} className={className}>
      {bs} <span className={styles.ad}>({ad})</span>
    </time>
  )
}
