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

  it("replaces the address with the one the head script asked for, once", () => {
    const { replace, root } = run(replaceAddressWith('"/Preschool/"+location.search'))
    expect(replace).toHaveBeenCalledTimes(1)
    expect(replace).toHaveBeenCalledWith("/Preschool/?a=1")
    expect(root.hasAttribute(REPLACE_ADDRESS_ATTRIBUTE)).toBe(false)
  })

  it("stays when no head script asked", () => {
    expect(run("").replace).not.toHaveBeenCalled()
  })
})
