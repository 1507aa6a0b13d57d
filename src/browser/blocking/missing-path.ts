// The 404 page's head script: which view the address gets, before the first paint
// (src/lib/routes/missing-path-script.ts).
import { currentScriptProps } from "../../lib/blocking-script"
import { chooseMissingView, type MissingPathProps } from "../../lib/routes/missing-path-script"

chooseMissingView(document, location, currentScriptProps<MissingPathProps>(document, { knownPaths: [], home: "/", fonts: [] }))
