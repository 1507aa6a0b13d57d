// Renders a component inside the root providers, as wrapRootElement does on the site.
import { render, type RenderResult } from "@testing-library/react"
import React from "react"
import { FirstVisitProvider } from "../../src/state/first-visit"

export function renderWithProviders(ui: React.ReactElement): RenderResult {
  return render(<FirstVisitProvider>{ui}</FirstVisitProvider>)
}
