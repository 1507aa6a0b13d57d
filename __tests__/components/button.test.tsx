import { fireEvent, render, screen } from "@testing-library/react"
import React from "react"
import { Button, buttonClassName } from "../../src/components/button/button"
import { ButtonLink } from "../../src/components/button/button-link"

// Each class of the stylesheet as its own name, so a class reads as the look it stands for.
jest.mock("../../src/components/button/button.module.scss", () =>
  Object.fromEntries(["button", "primary", "secondary", "accent", "outline", "light", "sm", "lg"].map((name) => [name, name])),
)

describe("buttonClassName", () => {
  it("is a primary button of the middle size unless asked otherwise", () => {
    expect(buttonClassName({})).toBe("button primary")
    expect(buttonClassName({ variant: "secondary", size: "lg" }, "extra")).toBe("button secondary lg extra")
    expect(buttonClassName({ variant: "outline", size: "sm" })).toBe("button outline sm")
  })
})

describe("Button", () => {
  it("is a plain action by default, so it never sends the form around it by accident", () => {
    const onSubmit = jest.fn((event: React.FormEvent) => event.preventDefault())
    const onClick = jest.fn()
    render(
      <form onSubmit={onSubmit}>
        <Button onClick={onClick}>Print</Button>
      </form>,
    )
    const button = screen.getByRole("button", { name: "Print" })
    expect(button).toHaveAttribute("type", "button")
    expect(button).toHaveClass("button", "primary")
    fireEvent.click(button)
    expect(onClick).toHaveBeenCalledTimes(1)
    expect(onSubmit).not.toHaveBeenCalled()
  })

  it("sends its form as a submit button, with its variant, size and state", () => {
    const onSubmit = jest.fn((event: React.FormEvent) => event.preventDefault())
    render(
      <form onSubmit={onSubmit}>
        <Button type="submit" variant="secondary" size="lg" aria-disabled>
          Send
        </Button>
      </form>,
    )
    const button = screen.getByRole("button", { name: "Send" })
    expect(button).toHaveClass("button", "secondary", "lg")
    expect(button).toHaveAttribute("aria-disabled", "true")
    fireEvent.click(button)
    expect(onSubmit).toHaveBeenCalledTimes(1)
  })
})

describe("ButtonLink", () => {
  it("goes to a page of the site through the router, looking like a button", () => {
    render(
      <ButtonLink to="/about" variant="accent">
        About
      </ButtonLink>,
    )
    const link = screen.getByRole("link", { name: "About" })
    expect(link).toHaveAttribute("href", "/about/")
    expect(link).toHaveClass("button", "accent")
    // The router takes the click (the test double of Gatsby's Link prevents the browser's navigation).
    expect(fireEvent.click(link)).toBe(false)
  })

  it("as a plain link keeps the address as written and leaves the click to the browser", () => {
    render(
      <ButtonLink to="mailto:office@school.example" variant="secondary" size="lg" plain>
        Email
      </ButtonLink>,
    )
    const link = screen.getByRole("link", { name: "Email" })
    expect(link).toHaveAttribute("href", "mailto:office@school.example")
    expect(link).not.toHaveAttribute("target")
    expect(link).toHaveClass("button", "secondary", "lg")
    expect(fireEvent.click(link)).toBe(true)
  })
})
