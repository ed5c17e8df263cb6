// build/serve.mjs's side of the nginx front: the site folders nginx serves, as symlinks a deploy
// re-points, and its config, rewritten and reloaded when the control stops, starts or deploys a site.
// A deploy re-points a symlink rather than proxying the site to Node, so what the tests hit after a
// deploy is nginx serving files, as a production deploy (a new folder, a pointer flip) would be.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { writeNginxConfig } from './nginx-config.mjs';

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

async function until(check, what, timeoutMs = 10_000) {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    if (await check()) return;
    await sleep(50);
  }
  throw new Error(`nginx front: ${what} within ${timeoutMs} ms`);
}

const accepts = (port) =>
  new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => resolve(socket.destroy() || true));
    socket.once('error', () => resolve(false));
  });

/** Children of a process, from /proc (nginx's workers: an old one lingers until it has quit). */
function childrenOf(pid) {
  let count = 0;
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      if (Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === pid) count += 1;
    } catch {
      // gone meanwhile
    }
  }
  return count;
}

/**
 * @param {{ prefix: string, nginx: string, sites: Map<string, { name: string, port: number,
 *   dir: string, up?: boolean, production?: boolean }>, documentPort: number, statusPort: number,
 *   releasesDir: string | null }} o
 */
export function nginxFront({ prefix, nginx, sites, documentPort, statusPort, releasesDir }) {
  const linkOf = (name) => path.join(prefix, 'sites', name);
  const config = path.join(prefix, 'nginx.conf');
  let generation = 0;

  function link(site) {
    const target = linkOf(site.name);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.rmSync(`${target}.new`, { force: true });
    fs.symlinkSync(site.dir, `${target}.new`);
    fs.renameSync(`${target}.new`, target); // a request never finds the site missing
  }

  function write() {
    generation += 1;
    writeNginxConfig({
      prefix,
      sites: [...sites.values()].map((s) => ({ ...s, root: linkOf(s.name), up: s.up !== false })),
      documentPort,
      statusPort,
      generation,
      releasesDir,
      user: process.getuid?.() === 0 ? os.userInfo().username : null,
    });
  }

  const generationServed = async () => {
    try {
      const res = await fetch(`http://127.0.0.1:${statusPort}/generation`);
      return (await res.text()) === String(generation);
    } catch {
      return false;
    }
  };

  /** Rewrites the config and reloads nginx; resolves once only workers with it answer. */
  async function reload() {
    write();
    execFileSync(nginx, ['-t', '-q', '-p', prefix, '-c', config], { stdio: 'pipe' });
    const pid = Number(fs.readFileSync(path.join(prefix, 'nginx.pid'), 'utf8'));
    process.kill(pid, 'SIGHUP');
    await until(generationServed, `generation ${generation} not served`);
    // the old worker still answers on its kept-alive connections until it has quit
    await until(() => childrenOf(pid) <= 1, 'the old worker did not quit').catch(() => undefined);
  }

  return {
    /** The folder nginx serves `name` from. */
    rootOf: linkOf,
    /** Links every site and writes the first config, before nginx starts. */
    init() {
      for (const site of sites.values()) link(site);
      write();
      return config;
    },
    async deploy(site) {
      link(site);
      await reload();
    },
    async stop(site) {
      site.up = false;
      await reload();
      await until(async () => !(await accepts(site.port)), `port ${site.port} still open`);
    },
    async start(site) {
      site.up = true;
      await reload();
      await until(() => accepts(site.port), `port ${site.port} not open`);
    },
  };
}
