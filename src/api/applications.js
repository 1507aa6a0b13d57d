// POST /api/applications: an admission application from the form, stored with a reference. The rules,
// SQL and mail are the feature's own (src/server/).
// CommonJS on purpose: Gatsby takes a function's body-parser settings from its `config` export, but
// any `export const config` in src/ also makes `gatsby build` generate its rendering engines, which
// this site does not use and whose check refuses sharp's native module. module.exports.config gives
// Gatsby the settings without that.
const { applicationsFunction, bodyParserConfig } = require("../server/function")

module.exports = applicationsFunction
module.exports.config = bodyParserConfig
