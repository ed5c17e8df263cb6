import fs from 'node:fs';
import path from 'node:path';
import { SourceMapConsumer, type RawSourceMap } from 'source-map';
import { parseStack, type RawFrame } from './stack-frames';

/** A frame after its source map: the original file (`src/…tsx`) and line when one was found. */
export interface ResolvedFrame {
  app: string;
  fn: string | null;
  file: string;
  line: number;
  column: number;
  resolved: boolean;
}

/** Where an app's files are served from (a remote's manifest folder); the host owns the rest. */
export interface AppBase {
  app: string;
  base: string;
}

export interface StackResolverOptions {
  /** App name → its build folder (`host` → host/dist, `sports` → remote-sports/dist…). */
  distDirs: Record<string, string>;
  /** The remotes' bases, read per report (the registry can change). */
  bases: () => AppBase[];
  /** Source maps kept parsed at once (each a few MB of memory). */
  maxMaps?: number;
}

export interface StackResolver {
  resolve(stack: string, builds: Record<string, string>): Promise<ResolvedFrame[]>;
  close(): void;
}

/**
 * The build id of the files in a folder: `.release.json` (every app's build writes it, a dot-file
 * that is never served), else a remote's `app-manifest.json`. Read when the folder changes.
 */
function buildIdReader() {
  const cache = new Map<string, { mtimeMs: number; id: string | null }>();
  const read = (file: string): string | null => {
    try {
      const id = (JSON.parse(fs.readFileSync(file, 'utf8')) as { buildId?: unknown }).buildId;
      return typeof id === 'string' ? id : null;
    } catch {
      return null;
    }
  };
  return (dir: string): string | null => {
    let mtimeMs: number;
    try {
      mtimeMs = fs.statSync(dir).mtimeMs;
    } catch {
      return null;
    }
    const hit = cache.get(dir);
    if (hit && hit.mtimeMs === mtimeMs) return hit.id;
    const id = read(path.join(dir, '.release.json')) ?? read(path.join(dir, 'app-manifest.json'));
    cache.set(dir, { mtimeMs, id });
    return id;
  };
}

/** `webpack://remote_sports/./src/x.tsx` → `src/x.tsx`; a package's file from its `node_modules/`. */
export function sourceName(source: string): string {
  const bare = source.replace(/^webpack:\/\/[^/]*\//, '').replace(/^(\.\.?\/)+/, '');
  const pkg = bare.lastIndexOf('node_modules/');
  return pkg >= 0 ? bare.slice(pkg) : bare;
}

function appOf(url: string, bases: AppBase[]): { app: string; file: string } | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  const href = `${parsed.origin}${parsed.pathname}`;
  const remote = bases
    .filter((b) => href.startsWith(b.base))
    .sort((a, b) => b.base.length - a.base.length)[0];
  if (remote) return { app: remote.app, file: href.slice(remote.base.length) };
  return { app: 'host', file: parsed.pathname.replace(/^\/+/, '') };
}

/**
 * Resolves browser stacks against the hidden source maps (`<chunk>.js.map`, built beside each chunk
 * and never served) of the release that sent them: a frame is looked up only when the app's folder
 * holds the build the report names, so another release's maps never give a wrong line.
 */
export function createStackResolver(opts: StackResolverOptions): StackResolver {
  const buildIdOf = buildIdReader();
  const maps = new Map<string, Promise<SourceMapConsumer | null>>();
  const maxMaps = opts.maxMaps ?? 12;

  const consumer = (file: string): Promise<SourceMapConsumer | null> => {
    let stat: fs.Stats;
    try {
      stat = fs.statSync(file);
    } catch {
      return Promise.resolve(null);
    }
    const key = `${file}@${stat.mtimeMs}`;
    const hit = maps.get(key);
    if (hit) {
      maps.delete(key);
      maps.set(key, hit); // most recently used last
      return hit;
    }
    const loading = fs.promises
      .readFile(file, 'utf8')
      .then((text) => new SourceMapConsumer(JSON.parse(text) as RawSourceMap))
      .catch(() => null);
    maps.set(key, loading);
    while (maps.size > maxMaps) {
      const [oldest, evicted] = maps.entries().next().value as [string, typeof loading];
      maps.delete(oldest);
      void evicted.then((c) => c?.destroy());
    }
    return loading;
  };

  const resolveFrame = async (
    frame: RawFrame,
    builds: Record<string, string>,
    bases: AppBase[],
  ): Promise<ResolvedFrame> => {
    const where = appOf(frame.url, bases);
    const raw: ResolvedFrame = {
      app: where?.app ?? 'host',
      fn: frame.fn,
      file: where?.file || frame.url,
      line: frame.line,
      column: frame.column,
      resolved: false,
    };
    const dir = where ? opts.distDirs[where.app] : undefined;
    const build = where ? builds[where.app] : undefined;
    if (!where || !dir || !build || !/\.js$/.test(where.file)) return raw;
    if (buildIdOf(dir) !== build) return raw;
    const root = path.resolve(dir);
    const mapFile = path.resolve(root, `${decodeURIComponent(where.file)}.map`);
    if (!mapFile.startsWith(`${root}${path.sep}`)) return raw;
    const map = await consumer(mapFile);
    const pos = map?.originalPositionFor({ line: frame.line, column: frame.column - 1 });
    if (!pos?.source || pos.line === null) return raw;
    return {
      app: where.app,
      fn: pos.name ?? frame.fn,
      file: sourceName(pos.source),
      line: pos.line,
      column: (pos.column ?? 0) + 1,
      resolved: true,
    };
  };

  return {
    async resolve(stack, builds) {
      const bases = opts.bases();
      const frames = parseStack(stack);
      return Promise.all(frames.map((f) => resolveFrame(f, builds, bases)));
    },
    close() {
      for (const m of maps.values()) void m.then((c) => c?.destroy());
      maps.clear();
    },
  };
}

/** The frame a person looks at first: the first of the site's own code, else the first one. */
export function topFrame(frames: ResolvedFrame[]): ResolvedFrame | null {
  return frames.find((f) => f.resolved && !f.file.startsWith('node_modules/')) ?? frames[0] ?? null;
}

export function frameText(f: ResolvedFrame): string {
  return `${f.file}:${f.line}:${f.column}`;
}
