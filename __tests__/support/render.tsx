// Renders a component as the site's pages hold it: the frame's state lives in the page's script, not in
// React, so no root provider is needed around it.
import { render, type RenderResult } from "@testing-library/react"
import type React from "react"

export function renderWithProviders(ui: React.ReactElement): RenderResult {
  return render(ui)
}
