import { REPLACE_ADDRESS_ATTRIBUTE, replaceRequestedAddress, requestAddress } from "../../src/lib/routes/replace-address-script"

describe("the body script that moves to the address a head script chose", () => {
  function run(asked: string | null) {
    const doc = document.implementation.createHTMLDocument("")
    const location = { replace: jest.fn() }
    if (asked !== null) requestAddress(doc, asked)
    replaceRequestedAddress(doc, location)
    return { replace: location.replace, root: doc.documentElement }
  }

  it("replaces the address with the one the head script asked for, once, the page left undrawn", () => {
    const { replace, root } = run("/Preschool/?a=1")
    expect(replace).toHaveBeenCalledTimes(1)
    expect(replace).toHaveBeenCalledWith("/Preschool/?a=1")
    // The stylesheet keeps the body undrawn while the attribute is set, until the next page replaces it.
    expect(root.getAttribute(REPLACE_ADDRESS_ATTRIBUTE)).toBe("/Preschool/?a=1")
  })

  it("stays when no head script asked", () => {
    expect(run(null).replace).not.toHaveBeenCalled()
  })
})
