import { render, screen } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import React from "react"
import { ErrorSummary } from "../../src/features/admission/error-summary"
import { fieldId } from "../../src/features/admission/use-admission-answers"

// Placeholder words: the component shows whatever texts the form gives it.
const ERRORS = [
  { field: "studentName", message: "Name needed" },
  { field: "gender", message: "Gender needed" },
] as const

function Questions() {
  return (
    <>
      <label htmlFor={fieldId("studentName")}>Name</label>
      <input id={fieldId("studentName")} />
      <fieldset>
        <legend>Gender</legend>
        <input type="radio" id={fieldId("gender")} name="gender" aria-label="One" />
        <input type="radio" name="gender" aria-label="Other" />
      </fieldset>
    </>
  )
}

let scrolled: Element[]
beforeEach(() => {
  scrolled = []
  // jsdom lays nothing out; the test records what was brought into view.
  Element.prototype.scrollIntoView = function (this: Element) {
    scrolled.push(this)
  }
})

it("takes the focus when shown, and again on each refused send", () => {
  const { rerender } = render(<ErrorSummary title="Fix these" errors={[...ERRORS]} attempt={1} />)
  const summary = screen.getByRole("alert", { name: "Fix these" })
  expect(summary).toHaveFocus()
  expect(summary).toHaveAttribute("tabindex", "-1")
  summary.blur()
  rerender(<ErrorSummary title="Fix these" errors={[...ERRORS]} attempt={1} />)
  expect(summary).not.toHaveFocus()
  rerender(<ErrorSummary title="Fix these" errors={[...ERRORS]} attempt={2} />)
  expect(summary).toHaveFocus()
})

it("leads each link to its question: the control focused, its label or legend brought into view", async () => {
  const user = userEvent.setup({ delay: null })
  render(
    <>
      <ErrorSummary title="Fix these" errors={[...ERRORS]} attempt={1} />
      <Questions />
    </>,
  )
  await user.click(screen.getByRole("link", { name: "Name needed" }))
  expect(screen.getByLabelText("Name")).toHaveFocus()
  expect(scrolled).toEqual([screen.getByText("Name")])
  await user.click(screen.getByRole("link", { name: "Gender needed" }))
  expect(screen.getByRole("radio", { name: "One" })).toHaveFocus()
  expect(scrolled.at(-1)).toBe(screen.getByText("Gender"))
})
