import type { Registry } from '@app/shared/federation';

export type Overrides = Record<string, string>;

export interface OverrideContext {
  search: string;
  mode: string;
  allowedOrigins: readonly string[];
  stored: Overrides | null;
}

function isAllowed(url: string, allowedOrigins: readonly string[]): boolean {
  try {
    const parsed = new URL(url);
    return ['http:', 'https:'].includes(parsed.protocol) && allowedOrigins.includes(parsed.origin);
  } catch {
    return false;
  }
}

/**
 * QA override `?mfOverride=<remote>@<manifest URL>` (repeatable, `?mfOverride=reset` clears), kept for the
 * browser session. Ignored in production and for origins outside the allow-list (S6).
 */
export function resolveOverrides(ctx: OverrideContext): Overrides {
  if (ctx.mode === 'production') return {};
  const params = new URLSearchParams(ctx.search);
  const values = params.getAll('mfOverride');
  if (values.includes('reset')) return {};
  const next: Overrides = { ...(ctx.stored ?? {}) };
  for (const value of values) {
    const at = value.indexOf('@');
    if (at <= 0) continue;
    const remote = value.slice(0, at);
    const url = value.slice(at + 1);
    if (isAllowed(url, ctx.allowedOrigins)) next[remote] = url;
  }
  for (const [remote, url] of Object.entries(next)) {
    if (!isAllowed(url, ctx.allowedOrigins)) delete next[remote];
  }
  return next;
}

/** The registry with overridden manifest URLs (matched by remote id or federation name). */
export function applyOverrides(registry: Registry, overrides: Overrides): Registry {
  return {
    ...registry,
    remotes: registry.remotes.map((r) => {
      const url = overrides[r.id] ?? overrides[r.name];
      if (!url) return r;
      // another build than the registry's release: its hashes do not apply
      const { release: _release, integrity: _integrity, ...entry } = r;
      return { ...entry, manifest: url };
    }),
  };
}
