// Prints { name: entry } for every name exported by the @app/shared entry points (run from the repo root).
const ts = require('typescript');
const path = require('node:path');
const ENTRIES = ['rules', 'store', 'api', 'query', 'i18n', 'federation', 'standalone', 'ui'];
const root = path.resolve('shared/src');
const files = ENTRIES.map((e) => path.join(root, e, 'index.ts'));
const fs = require('node:fs');
const hasBarrel = fs.existsSync(path.join(root, 'index.ts'));
if (hasBarrel) files.push(path.join(root, 'index.ts'));
const program = ts.createProgram(files, {
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  jsx: ts.JsxEmit.ReactJSX,
  resolveJsonModule: true,
  allowJs: false,
  noEmit: true,
});
const checker = program.getTypeChecker();
function exportsOf(file) {
  const sf = program.getSourceFile(file);
  const sym = checker.getSymbolAtLocation(sf);
  return checker.getExportsOfModule(sym).map((s) => s.getName());
}
const map = {};
const dup = [];
for (const e of ENTRIES) {
  for (const n of exportsOf(path.join(root, e, 'index.ts'))) {
    if (map[n] && map[n] !== e) dup.push(`${n}: ${map[n]} & ${e}`);
    else map[n] = e;
  }
}
const barrel = hasBarrel ? exportsOf(path.join(root, 'index.ts')) : [];
const missing = barrel.filter((n) => !map[n]);
process.stderr.write(
  `entries export ${Object.keys(map).length} names; barrel ${barrel.length}; missing ${missing.join(', ') || 'none'}; duplicates ${dup.join(', ') || 'none'}\n`,
);
process.stdout.write(JSON.stringify(map, null, 1));
