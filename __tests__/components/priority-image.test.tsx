import { render, screen } from "@testing-library/react"
import React from "react"
import { intrinsicSize, PriorityImage } from "../../src/components/priority-image/priority-image"
import { fakeImage } from "../support/page-fixtures"

describe("intrinsicSize", () => {
  it("keeps whole-number sizes", () => {
    expect(intrinsicSize(360, 270)).toEqual({ width: 360, height: 270 })
  })

  it("turns a full-width image's 1 × ratio into whole numbers of the same shape", () => {
    expect(intrinsicSize(1, 0.4)).toEqual({ width: 1000, height: 400 })
    expect(intrinsicSize(1, 0.5625)).toEqual({ width: 1000, height: 563 })
  })
})

describe("PriorityImage", () => {
  it("is a plain picture with whole-number width and height, loaded lazily when not eager", () => {
    const { container } = render(<PriorityImage image={fakeImage("a.jpg", 1, 0.4)} alt="A" eager={false} />)
    const image = screen.getByRole("img", { name: "A" })
    expect(image).toHaveAttribute("width", "1000")
    expect(image).toHaveAttribute("height", "400")
    expect(image).toHaveAttribute("loading", "lazy")
    expect(image).not.toHaveAttribute("fetchpriority")
    expect(container.querySelector("div")).toBeNull()
  })

  it("asks for the first picture of a page eagerly and at high priority", () => {
    render(<PriorityImage image={fakeImage("a.jpg")} alt="A" />)
    const image = screen.getByRole("img", { name: "A" })
    expect(image).toHaveAttribute("loading", "eager")
    expect(image).toHaveAttribute("fetchpriority", "high")
  })
})
