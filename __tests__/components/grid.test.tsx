import { render, screen } from "@testing-library/react"
import React from "react"
import { Grid, GRID_COLUMNS, isValidSpan } from "../../src/components/grid/grid"

// Class names as written in grid.module.scss, so the test can see which span a column got.
jest.mock("../../src/components/grid/grid.module.scss", () => new Proxy({}, { get: (_target, key) => (key === "__esModule" ? true : key) }))

describe("Grid", () => {
  it("has 12 columns", () => {
    expect(GRID_COLUMNS).toBe(12)
  })

  it("renders its columns with the class of their span", () => {
    render(
      <Grid data-testid="grid">
        <Grid.Col span={4}>four</Grid.Col>
        <Grid.Col span="auto">auto</Grid.Col>
        <Grid.Col span="content">content</Grid.Col>
        <Grid.Col>whole row</Grid.Col>
      </Grid>,
    )
    expect(screen.getByText("four")).toHaveClass("col", "span_base_4")
    expect(screen.getByText("auto")).toHaveClass("span_base_auto")
    expect(screen.getByText("content")).toHaveClass("span_base_content")
    expect(screen.getByText("whole row")).toHaveClass("span_base_12")
  })

  it("takes a span per breakpoint", () => {
    render(
      <Grid>
        <Grid.Col span={{ base: 12, md: 8, xl: "auto" }}>responsive</Grid.Col>
      </Grid>,
    )
    expect(screen.getByText("responsive")).toHaveClass("span_base_12", "span_md_8", "span_xl_auto")
  })

  it("throws 'Grid component was not found in tree' for a column outside a grid", () => {
    jest.spyOn(console, "error").mockImplementation(() => undefined)
    expect(() => render(<Grid.Col span={6}>lost</Grid.Col>)).toThrow("Grid component was not found in tree")
    jest.restoreAllMocks()
  })

  it.each([0, -1, 13, 2.5, Number.NaN, "6", "half", null])("renders nothing for the invalid span %p", (span) => {
    render(
      <Grid>
        {/* @ts-expect-error: invalid spans on purpose, as untyped data might give */}
        <Grid.Col span={span}>invalid</Grid.Col>
        <Grid.Col span={6}>valid</Grid.Col>
      </Grid>,
    )
    expect(screen.queryByText("invalid")).not.toBeInTheDocument()
    expect(screen.getByText("valid")).toBeInTheDocument()
  })

  it("renders nothing when one breakpoint's span is invalid", () => {
    render(
      <Grid>
        <Grid.Col span={{ base: 12, md: 14 }}>invalid</Grid.Col>
      </Grid>,
    )
    expect(screen.queryByText("invalid")).not.toBeInTheDocument()
  })

  it("knows every valid span: 1 to 12, auto and content", () => {
    for (let span = 1; span <= 12; span++) expect(isValidSpan(span)).toBe(true)
    expect(isValidSpan("auto")).toBe(true)
    expect(isValidSpan("content")).toBe(true)
    expect(isValidSpan(12, 6)).toBe(false)
  })
})
