// Lays cards out in one column on phones and up to `columns` side by side on wider screens.
import React from "react"
import * as styles from "./card-grid.module.scss"

export function CardGrid({ columns = 3, children }: { columns?: 2 | 3 | 4; children: React.ReactNode }) {
  return <ul className={`${styles.grid} ${styles[`columns${columns}`]}`}>{children}</ul>
}

export function CardGridItem({ children }: { children: React.ReactNode }) {
  return <li className={styles.item}>{children}</li>
}
