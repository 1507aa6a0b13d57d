import { REPLACE_ADDRESS_ATTRIBUTE, REPLACE_ADDRESS_SCRIPT, replaceAddressWith } from "../../src/lib/routes/replace-address-script"

describe("the body script that moves to the address a head script chose", () => {
  function run(head: string) {
    const root = document.createElement("html")
    const location = { search: "?a=1", replace: jest.fn() }
    const fakeDocument = { documentElement: root }
    new Function("document", "location", head)(fakeDocument, location)
    new Function("document", "location", REPLACE_ADDRESS_SCRIPT)(fakeDocument, location)
    return { replace: location.replace, root }
  }

  it("replaces the address with the one the head script asked for, once, the page left undrawn", () => {
    const { replace, root } = run(replaceAddressWith('"/Preschool/"+location.search'))
    expect(replace).toHaveBeenCalledTimes(1)
    expect(replace).toHaveBeenCalledWith("/Preschool/?a=1")
    // The stylesheet keeps the body undrawn while the attribute is set, until the next page replaces it.
    expect(root.getAttribute(REPLACE_ADDRESS_ATTRIBUTE)).toBe("/Preschool/?a=1")
  })

  it("stays when no head script asked", () => {
    expect(run("").replace).not.toHaveBeenCalled()
  })
})
