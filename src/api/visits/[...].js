// /api/visits/slots, /api/visits/booking, /api/visits/cancel: the open times, and a family's booking by
// its cancel link. What they do is in src/server/visits/. CommonJS for the reason given in ../applications.js.
const { visitsFunction, bodyParserConfig } = require("../../server/visits/function")

module.exports = visitsFunction
module.exports.config = bodyParserConfig
