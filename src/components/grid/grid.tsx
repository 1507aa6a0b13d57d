// The layout grid (docs/behaviour.md#grid): 12 columns with the medium gutter. A Col reads its Grid from
// context, so one outside a Grid is a mistake that throws; a span it cannot honour renders nothing.
import React, { createContext, useContext } from "react"
import * as styles from "./grid.module.scss"

/** $grid-columns in src/styles/_tokens.scss. */
export const GRID_COLUMNS = 12

const GRID_BREAKPOINTS = ["base", "xs", "sm", "md", "lg", "xl"] as const
export type GridBreakpoint = (typeof GRID_BREAKPOINTS)[number]
export type ColSpanValue = number | "auto" | "content"
/** One span for every width, or one per breakpoint (xs 576, sm 768, md 992, lg 1200, xl 1400 and up). */
export type ColSpan = ColSpanValue | Partial<Record<GridBreakpoint, ColSpanValue>>

interface GridContextValue {
  columns: number
}

const GridContext = createContext<GridContextValue | null>(null)

export function isValidSpan(span: unknown, columns: number = GRID_COLUMNS): span is ColSpanValue {
  if (span === "auto" || span === "content") return true
  return typeof span === "number" && Number.isInteger(span) && span > 0 && span <= columns
}

export interface GridProps extends React.HTMLAttributes<HTMLDivElement> {
  children: React.ReactNode
  /** Cross-axis alignment of the columns. */
  align?: "start" | "center" | "end" | "stretch"
}

function Grid({ children, align = "stretch", className, ...rest }: GridProps) {
  return (
    <GridContext.Provider value={{ columns: GRID_COLUMNS }}>
      <div className={[styles.grid, className].filter(Boolean).join(" ")} data-align={align} {...rest}>
        {children}
      </div>
    </GridContext.Provider>
  )
}

export interface ColProps extends React.HTMLAttributes<HTMLDivElement> {
  /** Columns taken (1 to 12), "auto" (shares the rest) or "content" (as wide as its content). Default 12. */
  span?: ColSpan
  children?: React.ReactNode
}

function Col({ span = GRID_COLUMNS, className, children, ...rest }: ColProps) {
  const grid = useContext(GridContext)
  if (!grid) throw new Error("Grid component was not found in tree")
  const spans: Partial<Record<GridBreakpoint, unknown>> = typeof span === "object" && span !== null ? span : { base: span }
  const entries = GRID_BREAKPOINTS.filter((at) => spans[at] !== undefined).map((at) => [at, spans[at]] as const)
  if (entries.length === 0 || entries.some(([, value]) => !isValidSpan(value, grid.columns))) return null
  const classes = entries.map(([at, value]) => styles[`span_${at}_${String(value)}`])
  return (
    <div className={[styles.col, ...classes, className].filter(Boolean).join(" ")} {...rest}>
      {children}
    </div>
  )
}

Grid.Col = Col

export { Grid }
