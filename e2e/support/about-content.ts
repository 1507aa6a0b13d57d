// data/about.json as the About browser tests expect to see it, never copied into the tests.
import aboutJson from "../../data/about.json"

export const about = aboutJson
