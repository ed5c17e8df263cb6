// One-off codemod: rewrites `from '@app/shared'` into the entry points, and shared's relative imports
// that cross an entry point into `@app/shared/<entry>`. Usage: node scripts/codemod/split-shared-imports.cjs
const ts = require('typescript');
const fs = require('node:fs');
const path = require('node:path');
const { execSync } = require('node:child_process');

const map = JSON.parse(
  execSync('node scripts/codemod/entry-exports.cjs', { stdio: ['ignore', 'pipe', 'inherit'] }),
);
const GROUPS = {
  rules: ['rules', 'types', 'storage'],
  store: ['store'],
  api: ['api', 'config'],
  query: ['query'],
  i18n: ['i18n'],
  federation: ['federation'],
  standalone: ['standalone'],
  ui: ['ui'],
};
const SHARED = path.resolve('shared/src');
const groupOfDir = {};
for (const [g, dirs] of Object.entries(GROUPS)) for (const d of dirs) groupOfDir[d] = g;
const groupOf = (abs) => groupOfDir[path.relative(SHARED, abs).split(path.sep)[0]];

const files = execSync("git ls-files '*.ts' '*.tsx'", { encoding: 'utf8' })
  .split('\n')
  .filter(Boolean);
const problems = [];
let changed = 0;

function resolveRel(from, spec) {
  const base = path.resolve(path.dirname(from), spec);
  for (const c of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')]) {
    if (fs.existsSync(c) && fs.statSync(c).isFile()) return c;
  }
  return null;
}

for (const file of files) {
  const abs = path.resolve(file);
  const insideShared = abs.startsWith(SHARED + path.sep);
  if (insideShared && /\.test\.tsx?$/.test(file)) continue;
  const src = fs.readFileSync(abs, 'utf8');
  if (!insideShared && !src.includes("'@app/shared")) continue;
  const fromGroup = insideShared ? groupOf(abs) : null;
  if (insideShared && (!fromGroup || file.endsWith('shared/src/index.ts'))) continue;
  const sf = ts.createSourceFile(
    file,
    src,
    ts.ScriptTarget.Latest,
    true,
    file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const buckets = {}; // `${kind} ${entry}` -> specifiers
  const decls = [];
  for (const st of sf.statements) {
    if (!(ts.isImportDeclaration(st) || ts.isExportDeclaration(st)) || !st.moduleSpecifier)
      continue;
    const spec = st.moduleSpecifier.text;
    let target = null;
    if (insideShared) {
      if (!spec.startsWith('.')) continue;
      const res = resolveRel(abs, spec);
      if (!res) {
        if (!/\.css$/.test(spec)) problems.push(`${file}: cannot resolve ${spec}`);
        continue;
      }
      const g = groupOf(res);
      if (!g || g === fromGroup) continue;
      target = g;
    } else if (!(
      spec === '@app/shared' ||
      (spec.startsWith('@app/shared/') && GROUPS[spec.slice(12)])
    ))
      continue;
    const isExport = ts.isExportDeclaration(st);
    const declType = isExport
      ? st.isTypeOnly
      : Boolean(st.importClause && st.importClause.isTypeOnly);
    let elements;
    if (isExport)
      elements =
        st.exportClause && ts.isNamedExports(st.exportClause) ? st.exportClause.elements : null;
    else {
      const nb = st.importClause && st.importClause.namedBindings;
      elements = nb && ts.isNamedImports(nb) && !st.importClause.name ? nb.elements : null;
    }
    if (!elements) {
      problems.push(`${file}: ${st.getText(sf)}`);
      continue;
    }
    const ok = [];
    for (const el of elements) {
      const name = (el.propertyName || el.name).text;
      const entry = map[name];
      if (!entry) {
        problems.push(`${file}: ${name} is exported by no entry`);
        break;
      }
      if (target && entry !== target)
        problems.push(`${file}: ${name} from ${spec} is in entry ${entry}, not ${target}`);
      ok.push({
        entry,
        text: el.getText(sf).replace(/^type\s+/, ''),
        type: declType || el.isTypeOnly,
      });
    }
    if (ok.length !== elements.length) continue; // leave the declaration as it is
    decls.push(st);
    for (const o of ok) {
      const key = `${isExport ? 'export' : 'import'} ${o.entry}`;
      const list = (buckets[key] ||= []);
      const same = list.find((x) => x.text === o.text);
      if (same) same.type = same.type && o.type;
      else list.push(o);
    }
  }
  const edits = [];
  if (decls.length) {
    const text = Object.entries(buckets)
      .map(([key, specs]) => {
        const [kind, entry] = key.split(' ');
        const allType = specs.every((x) => x.type);
        const parts = specs.map((x) => `${!allType && x.type ? 'type ' : ''}${x.text}`);
        return `${kind} ${allType ? 'type ' : ''}{ ${parts.join(', ')} } from '@app/shared/${entry}';`;
      })
      .join('\n');
    decls.forEach((st, i) => {
      let endPos = st.getEnd();
      if (i > 0 && src[endPos] === '\n') endPos++;
      edits.push({ start: st.getStart(sf), end: endPos, text: i === 0 ? text : '' });
    });
  }
  if (!edits.length) continue;
  let out = src;
  for (const e of edits.sort((a, b) => b.start - a.start))
    out = out.slice(0, e.start) + e.text + out.slice(e.end);
  fs.writeFileSync(abs, out);
  changed++;
}
process.stderr.write(`${changed} files rewritten\n`);
if (problems.length) process.stderr.write(`problems:\n${problems.join('\n')}\n`);
