// /api/office/…: the office inbox's calls (sign-in, the list, one application). What they do is in
// src/server/office/. CommonJS for the reason given in ../applications.js.
const { officeFunction, bodyParserConfig } = require("../../server/office/function")

module.exports = officeFunction
module.exports.config = bodyParserConfig
