// POST /api/visits: a family books a visit. What it does is in src/server/visits/. CommonJS for the
// reason given in ../applications.js.
const { visitsFunction, bodyParserConfig } = require("../../server/visits/function")

module.exports = visitsFunction
module.exports.config = bodyParserConfig
