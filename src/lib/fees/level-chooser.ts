// The fees page's level chooser on the page's own HTML, started by the `fees` page module: the chosen
// level's fees alone, or every level's. Every level is in the HTML and the others are hidden, which
// reads the same to a visitor and to a screen reader.

/** The chooser's value for every level. */
export const ALL_LEVELS = "all"
/** Marks the chooser <select>; its options' values are ALL_LEVELS or a level's place in data/fees.json. */
export const LEVEL_CHOOSER = "data-fees-chooser"
/** Marks each level's fees with its place in data/fees.json. */
export const LEVEL_FEES = "data-fees-level"
/** Marks a button that prints the page. */
export const PRINT_BUTTON = "data-print"

/** Whether the fees of the level at `index` show when `chosen` is the chooser's value. */
export function isLevelShown(chosen: string, index: number): boolean {
  return chosen === ALL_LEVELS || chosen === String(index)
}

/** Drives the chooser and the print button found in `root`, until `signal` aborts. */
export function startLevelChooser(root: ParentNode, signal: AbortSignal): void {
  const chooser = root.querySelector<HTMLSelectElement>(`select[${LEVEL_CHOOSER}]`)
  const show = () => {
    for (const level of root.querySelectorAll<HTMLElement>(`[${LEVEL_FEES}]`)) {
      level.hidden = !isLevelShown(chooser?.value ?? ALL_LEVELS, Number(level.getAttribute(LEVEL_FEES)))
    }
  }
  chooser?.addEventListener("change", show, { signal })
  // A choice the browser kept through a reload or a way back shows at once.
  show()
  for (const button of root.querySelectorAll<HTMLButtonElement>(`button[${PRINT_BUTTON}]`)) {
    button.addEventListener("click", () => window.print(), { signal })
  }
}
