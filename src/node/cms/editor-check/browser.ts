// The data check's script in the editor's page (data-check.js): admin.js finds it as window.crestDataCheck.
import { createDataCheck } from "./data-check"

declare global {
  interface Window {
    crestDataCheck: { create: typeof createDataCheck }
  }
}

window.crestDataCheck = { create: createDataCheck }
