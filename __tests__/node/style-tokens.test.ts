import fs from "node:fs"
import type { IPluginRefObject } from "gatsby"
import config from "../../gatsby-config"
import { TOKENS_FILE, tokenColour } from "../../src/node/style-tokens"

describe("tokenColour", () => {
  it("follows an alias down to the colour", () => {
    expect(tokenColour("primary", "$blue: #1c4e9c;\n$brand: $blue;\n$primary: $brand;\n")).toBe("#1c4e9c")
  })

  it("refuses a token that is missing, not a colour, or an alias loop", () => {
    expect(() => tokenColour("primary", "$blue: #1c4e9c;\n")).toThrow("no colour $primary")
    expect(() => tokenColour("gap", "$gap: 1rem;\n")).toThrow("no colour $gap")
    expect(() => tokenColour("a", "$a: $b;\n$b: $a;\n")).toThrow("no colour $a")
  })

  it("gives the web manifest the tokens' primary and surface colours", () => {
    const tokens = fs.readFileSync(TOKENS_FILE, "utf8")
    const manifest = config.plugins?.find(
      (plugin): plugin is IPluginRefObject => typeof plugin === "object" && plugin.resolve === "gatsby-plugin-manifest",
    )
    expect(manifest?.options?.theme_color).toBe(tokenColour("color-primary", tokens))
    expect(manifest?.options?.background_color).toBe(tokenColour("color-surface", tokens))
  })
})
