// `file.json?whole`: a JSON file as an ES module whose default export is its value, what an early
// painter imports (its words), without the runtime webpack adds to give JSON a module namespace
// (early-script-plugin.cjs).
module.exports = function jsonModule(source) {
  return `export default ${JSON.stringify(JSON.parse(source))};`;
};
