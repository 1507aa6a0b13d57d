// The parts of the About page that links may jump to (data/about.json "anchors" names them, and its
// schema allows only these).
export const ABOUT_ANCHORS = { vision: "vision", mission: "mission", team: "teams" } as const
