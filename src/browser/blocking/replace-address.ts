// The body half of a head script's move to another address (src/lib/routes/replace-address-script.ts),
// as soon as <body> is open.
import { replaceRequestedAddress } from "../../lib/routes/replace-address-script"

replaceRequestedAddress(document, location)
