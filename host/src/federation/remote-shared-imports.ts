// Which names the remotes' federated code takes from each shared module: what the host's share scope
// must provide (provided/*.ts). Read from the sources with TypeScript's parser, for a test.
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const ROOT = path.resolve(__dirname, '../../..');

/**
 * The sources a remote's container compiles and that consume shared modules: each remote's `src`. Not tests, test helpers, nor the files only a remote run
 * alone starts from (`index.ts`, `bootstrap.tsx`: that build has no federation).
 */
export function remoteSources(root = ROOT): string[] {
  const dirs = fs
    .readdirSync(root)
    .filter((name) => name.startsWith('remote-'))
    .map((name) => path.join(root, name, 'src'));
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'testing') walk(file);
      } else if (
        /\.tsx?$/.test(entry.name) &&
        !/\.(test|fixtures)\.tsx?$|\.d\.ts$|^test-ui\.ts$/.test(entry.name) &&
        !(dir.endsWith(`${path.sep}src`) && /^(index\.ts|bootstrap\.tsx)$/.test(entry.name))
      )
        files.push(file);
    }
  };
  dirs.filter((dir) => fs.existsSync(dir)).forEach(walk);
  return files;
}

export interface SharedImports {
  /** per module specifier: the value names imported ('default' for a default import) */
  names: Map<string, Set<string>>;
  /** `import * as`, `export *` or `import()` of a module: every name of it is used */
  whole: Map<string, string[]>;
}

/** The value names `files` import from each of `specifiers`. */
export function sharedImports(files: string[], specifiers: readonly string[]): SharedImports {
  const names = new Map(specifiers.map((s) => [s, new Set<string>()]));
  const whole = new Map<string, string[]>();
  const takesWhole = (specifier: string, file: string) =>
    whole.set(specifier, [...(whole.get(specifier) ?? []), path.relative(ROOT, file)]);
  for (const file of files) {
    const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
    const visit = (node: ts.Node) => {
      if (
        (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) &&
        node.moduleSpecifier &&
        ts.isStringLiteral(node.moduleSpecifier)
      ) {
        const specifier = node.moduleSpecifier.text;
        const used = names.get(specifier);
        if (used) collect(node, used, () => takesWhole(specifier, file));
      } else if (
        ts.isCallExpression(node) &&
        node.expression.kind === ts.SyntaxKind.ImportKeyword &&
        node.arguments[0] &&
        ts.isStringLiteral(node.arguments[0]) &&
        names.has(node.arguments[0].text)
      )
        takesWhole(node.arguments[0].text, file);
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return { names, whole };
}

function collect(
  node: ts.ImportDeclaration | ts.ExportDeclaration,
  used: Set<string>,
  whole: () => void,
) {
  if (ts.isImportDeclaration(node)) {
    const clause = node.importClause;
    if (!clause || clause.isTypeOnly) return;
    if (clause.name) used.add('default');
    const bindings = clause.namedBindings;
    if (bindings && ts.isNamespaceImport(bindings)) whole();
    else
      bindings?.elements.forEach((e) => e.isTypeOnly || used.add((e.propertyName ?? e.name).text));
    return;
  }
  if (node.isTypeOnly) return;
  if (!node.exportClause || ts.isNamespaceExport(node.exportClause)) whole();
  else
    node.exportClause.elements.forEach(
      (e) => e.isTypeOnly || used.add((e.propertyName ?? e.name).text),
    );
}
