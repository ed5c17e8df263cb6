#!/usr/bin/env node
// `npm run release -- <remote> [--build-id ID]`: builds one remote with its build id into the
// immutable folder releases/<remote>/<build-id>/ (never overwritten), records the SHA-384 of its
// entry and manifests and registers the release with the backend, which makes it current: the
// next page load runs it (docs/operations.md "Releases").
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';
import { adminSession, registerRelease, registryEntry, registryId } from './release-api.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const { buildId: defaultBuildId } = require('../build/app-loaders.cjs');

/** The files whose hashes a release records (shared/src/federation/releases.ts RELEASE_FILES). */
const HASHED = ['remoteEntry.js', 'mf-manifest.json', 'app-manifest.json'];
const BUILD_ID = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;

function parseArgs(argv) {
  const args = { remote: null, buildId: null };
  for (let i = 0; i < argv.length; i += 1) {
    if (argv[i] === '--build-id') args.buildId = argv[++i] ?? null;
    else if (argv[i].startsWith('--build-id=')) args.buildId = argv[i].slice(11);
    else if (!args.remote) args.remote = argv[i];
    else throw new Error(`unexpected argument ${argv[i]}`);
  }
  if (!args.remote) throw new Error('usage: npm run release -- <remote> [--build-id ID]');
  args.remote = `remote-${registryId(args.remote)}`;
  if (!fs.existsSync(path.join(root, args.remote, 'webpack.config.cjs')))
    throw new Error(`${args.remote} is not a remote of this repository`);
  args.buildId ??= defaultBuildId();
  if (!BUILD_ID.test(args.buildId))
    throw new Error(`build id ${args.buildId}: letters, digits, . _ - (at most 64)`);
  return args;
}

export function sha384(file) {
  return `sha384-${createHash('sha384').update(fs.readFileSync(file)).digest('base64')}`;
}

function build(remote, buildId, outDir) {
  execFileSync('bash', ['scripts/pnpm.sh', '--filter', remote, 'run', 'build'], {
    cwd: root,
    env: {
      ...process.env,
      BUILD_ID: buildId,
      OUT_DIR: path.relative(path.join(root, remote), outDir),
    },
    stdio: 'inherit',
  });
}

async function main() {
  const { remote, buildId } = parseArgs(process.argv.slice(2));
  const id = registryId(remote);
  const folder = path.join(root, 'releases', remote, buildId);
  if (fs.existsSync(folder))
    throw new Error(`${path.relative(root, folder)} exists: releases are immutable`);
  // the backend first: a release nobody can register is not built
  const token = await adminSession();
  const entry = await registryEntry(id);
  const origin = (process.env.RELEASE_ORIGIN || new URL(entry.manifest).origin).replace(/\/$/, '');

  // built beside it under a dot-name (never served), then moved in whole: no half-written release
  const staging = path.join(root, 'releases', remote, `.building-${buildId}-${process.pid}`);
  fs.mkdirSync(path.dirname(staging), { recursive: true });
  try {
    build(remote, buildId, staging);
    const built = JSON.parse(fs.readFileSync(path.join(staging, 'app-manifest.json'), 'utf8'));
    if (built.buildId !== buildId)
      throw new Error(`the build reports ${built.buildId}, not ${buildId}`);
    fs.renameSync(staging, folder);
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
  }
  const integrity = Object.fromEntries(HASHED.map((f) => [f, sha384(path.join(folder, f))]));
  const manifest = `${origin}/releases/${remote}/${buildId}/mf-manifest.json`;
  fs.writeFileSync(
    path.join(folder, 'release.json'),
    `${JSON.stringify({ remote: id, buildId, manifest, integrity }, null, 2)}\n`,
  );
  let answer;
  try {
    answer = await registerRelease(token, { remote: id, buildId, manifest, integrity });
  } catch (err) {
    // never registered, so never served to anyone: the same build id may be released again
    fs.rmSync(folder, { recursive: true, force: true });
    throw err;
  }
  console.log(`[release] ${remote} ${buildId} is current (${answer.releases.length} releases)`);
  console.log(`[release] ${manifest}`);
}

main().catch((err) => {
  console.error(`[release] ${err.message}`);
  process.exit(1);
});
