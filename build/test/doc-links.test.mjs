// Every path the README and docs/*.md name must exist in the repository: a relative link, and every
// backticked word that looks like a repository path (a `/` and a file extension, or a trailing `/`).
// A moved or deleted file fails here, in `npm test`, instead of leaving a newcomer a dead pointer.
// A path that a build produces (under `dist/`, `.server/`…) is recognised as such when git ignores
// it: then the nearest folder above it that git does not ignore must exist.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import test from 'node:test';

const root = path.resolve(import.meta.dirname, '..', '..');
const README_MAX_LINES = 150;

/** The docs this test reads, relative to the repository root. */
function docFiles() {
  const docs = fs
    .readdirSync(path.join(root, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`);
  return ['README.md', ...docs.sort()];
}

/** Files git knows (tracked, or new and not ignored) that are on disk, and every folder above them. */
function repositoryPaths() {
  const out = execFileSync(
    'git',
    ['ls-files', '--cached', '--others', '--exclude-standard', '-z'],
    {
      cwd: root,
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    },
  );
  const files = new Set();
  const dirs = new Set(['']);
  for (const file of out.split('\0')) {
    if (!file || !fs.existsSync(path.join(root, file))) continue;
    files.add(file);
    for (let dir = path.posix.dirname(file); dir !== '.'; dir = path.posix.dirname(dir))
      dirs.add(dir);
  }
  return { files, dirs };
}

const isIgnored = (relative) => {
  try {
    execFileSync('git', ['check-ignore', '--no-index', '-q', relative], { cwd: root });
    return true;
  } catch {
    return false;
  }
};

/** Fenced code blocks' bodies and the prose around them, apart. */
function splitFences(markdown) {
  const prose = [];
  const fenced = [];
  let inFence = false;
  for (const line of markdown.split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) {
      inFence = !inFence;
      continue;
    }
    (inFence ? fenced : prose).push(line);
  }
  return { prose: prose.join('\n'), fenced: fenced.join('\n') };
}

/** Targets of inline links `[text](target)` and reference definitions `[id]: target`. */
export function linkTargets(prose) {
  const text = prose.replace(/`[^`\n]*`/g, ''); // a link written inside code is not a link
  const targets = [];
  for (const m of text.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)) targets.push(m[1]);
  for (const m of text.matchAll(/^\s*\[[^\]]+\]:\s*<?(\S+?)>?(?:\s+"[^"]*")?\s*$/gm))
    targets.push(m[1]);
  return targets;
}

/** The words of backticked text (inline code spans and fenced blocks) that look like repository paths. */
export function backtickedPaths({ prose, fenced }) {
  const spans = [...prose.matchAll(/(`+)([^`]+?)\1/g)].map((m) => m[2]);
  const words = [...spans, fenced]
    .map((s) => s.replace(/<[^<>\n]*>/g, (placeholder) => placeholder.replace(/\s+/g, '-')))
    .flatMap((s) => s.split(/[\s|]+/));
  const paths = [];
  for (const raw of words) {
    // punctuation around a path in prose or a diagram: quotes, brackets, commas, a colon after it
    const word = raw.replace(/^[("'[,;:]+/, '').replace(/[)"'\],;:.]+$/, '');
    if (!word.includes('/')) continue;
    // URLs, site paths, packages, options, a place named by a placeholder (`<new URL>/…`)
    if (/:\/\/|^[/@~$<-]|=/.test(word)) continue;
    const last = word.split('/').pop();
    const looksLikePath = word.endsWith('/') || /\.[A-Za-z0-9]+$/.test(last);
    if (looksLikePath) paths.push(word);
  }
  return paths;
}

/** A path with placeholders (`remote-*`, `<domain>`, `{a,b}`) as a regular expression, else null. */
export function pathPattern(p) {
  if (!/[*<{]/.test(p)) return null;
  let source = '';
  for (let i = 0; i < p.length; i += 1) {
    const c = p[i];
    if (c === '*') source += '[^/]*';
    else if (c === '<') {
      const end = p.indexOf('>', i);
      source += '[^/]+';
      i = end < 0 ? p.length : end;
    } else if (c === '{') {
      const end = p.indexOf('}', i);
      const options = p.slice(i + 1, end < 0 ? p.length : end).split(',');
      source += `(?:${options.map((o) => o.replace(/[.+?^$()[\]\\|]/g, '\\$&')).join('|')})`;
      i = end < 0 ? p.length : end;
    } else source += c.replace(/[.+?^$()[\]\\|/]/g, '\\$&');
  }
  return new RegExp(`^${source.replace(/\\\/$/, '')}$`);
}

/** Why `p` (relative to the root, `/`-separated) names nothing in the repository, or null. */
export function missing(p, known, ignored = isIgnored) {
  const clean = path.posix.normalize(p.replace(/^\.\//, '')).replace(/\/$/, '');
  if (clean === '..' || clean.startsWith('../') || path.posix.isAbsolute(clean))
    return 'is outside the repository';
  const pattern = pathPattern(clean);
  if (pattern) {
    const any = [...known.files, ...known.dirs].some((f) => pattern.test(f));
    return any ? null : 'matches no file';
  }
  if (known.files.has(clean) || known.dirs.has(clean)) return null;
  if (ignored(p.endsWith('/') ? `${clean}/` : clean)) {
    // built output: the folder it is built into must be a real one
    let dir = path.posix.dirname(clean);
    while (dir !== '.' && ignored(`${dir}/`)) dir = path.posix.dirname(dir);
    const parent = dir === '.' ? '' : dir;
    return known.dirs.has(parent) ? null : `is built into ${parent}/, which does not exist`;
  }
  return 'does not exist';
}

/** Every broken path of one doc, as `file: path (why)`. */
function brokenPaths(file, known) {
  const markdown = fs.readFileSync(path.join(root, file), 'utf8');
  const parts = splitFences(markdown);
  const here = path.posix.dirname(file);
  const problems = [];
  for (const target of linkTargets(parts.prose)) {
    if (/^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith('#')) continue; // URL, anchor
    const [relative] = target.split('#');
    const why = missing(path.posix.join(here, decodeURI(relative)), known);
    if (why) problems.push(`${file}: link ${target} ${why}`);
  }
  for (const p of backtickedPaths(parts)) {
    const why = missing(p, known);
    if (why) problems.push(`${file}: \`${p}\` ${why}`);
  }
  return problems;
}

test('every path the README and docs/*.md name exists in the repository', () => {
  const known = repositoryPaths();
  const files = docFiles();
  assert.ok(files.length > 1, 'docs/*.md found');
  const problems = files.flatMap((file) => brokenPaths(file, known));
  assert.deepEqual(problems, [], `\n${problems.join('\n')}`);
});

test('the README stays a front page', () => {
  const lines = fs.readFileSync(path.join(root, 'README.md'), 'utf8').split('\n').length - 1;
  assert.ok(
    lines <= README_MAX_LINES,
    `README.md has ${lines} lines (at most ${README_MAX_LINES})`,
  );
});

test('a moved file, a link out of the repository and a wrong placeholder are all caught', () => {
  const known = {
    files: new Set(['host/src/server/render-app.tsx', 'remote-live/src/app-manifest.json']),
    dirs: new Set(['', 'host', 'host/src', 'host/src/server', 'remote-live', 'remote-live/src']),
  };
  const ignoredDist = (p) => /(^|\/)dist\//.test(p);
  const doc = splitFences(
    'See `host/src/server/render-app.tsx`, `host/src/prerender/render-shell.tsx` and ' +
      '`remote-*/src/app-manifest.json`; run `node e2e/scripts/gone.mjs --start` at `<new URL>/x.json`.\n' +
      '```\nhost/dist/.server/document.cjs  remote-nope/dist/  @app/shared/client  /api/x.json\n```\n',
  );
  const found = backtickedPaths(doc);
  assert.deepEqual(found, [
    'host/src/server/render-app.tsx',
    'host/src/prerender/render-shell.tsx',
    'remote-*/src/app-manifest.json',
    'e2e/scripts/gone.mjs',
    'host/dist/.server/document.cjs',
    'remote-nope/dist/',
  ]);
  const verdicts = found.map((p) => missing(p, known, ignoredDist));
  assert.deepEqual(verdicts, [
    null,
    'does not exist',
    null,
    'does not exist',
    null,
    'is built into remote-nope/, which does not exist',
  ]);
  assert.equal(missing('remote-*/src/gone.json', known, ignoredDist), 'matches no file');
  assert.deepEqual(linkTargets('[spec](../shared/SPEC.md) and `[x](y.md)`'), ['../shared/SPEC.md']);
  assert.equal(
    missing(path.posix.join('.', '../shared/SPEC.md'), known),
    'is outside the repository',
  );
});
