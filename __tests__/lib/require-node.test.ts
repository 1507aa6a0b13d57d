import { MissingNodeError, requireNode } from "../../src/lib/require-node"

describe("requireNode", () => {
  it("hands back a node that is there, falsy values included", () => {
    const node = { title: "T" }
    expect(requireNode(node, "the node")).toBe(node)
    expect(requireNode(0, "a count")).toBe(0)
    expect(requireNode("", "a text")).toBe("")
  })

  it.each([null, undefined])("stops with an error that says what is missing when the node is %p", (value) => {
    expect(() => requireNode(value, 'page /x/: no faculty with id "abc" in data/faculties.json')).toThrow(
      new MissingNodeError('Missing data: page /x/: no faculty with id "abc" in data/faculties.json.'),
    )
    expect(() => requireNode(value, "d")).toThrow(MissingNodeError)
  })
})
