import { RegistrySchema, type Registry } from '@app/shared/federation';
import { takeEarlyFile } from '@app/shared/client';

/** Accepts the registry as plain JSON or wrapped in the backend's `{ code, data }` envelope. */
export function parseRegistry(body: unknown): Registry {
  const candidate =
    body && typeof body === 'object' && 'remotes' in body
      ? body
      : (body as { data?: unknown } | null)?.data;
  const res = RegistrySchema.safeParse(candidate);
  if (!res.success) throw new Error('The remote registry is not valid');
  return res.data;
}

async function fetchRegistry(url: string, timeoutMs: number): Promise<Registry> {
  const early = await takeEarlyFile(url);
  if (early) return parseRegistry(early.body);
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const res = await fetch(url, { cache: 'no-cache', signal: controller.signal });
    if (!res.ok) throw new Error(`Registry ${url} answered HTTP ${res.status}`);
    return parseRegistry(await res.json());
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The operator's registry (served by the backend, so a change applies on the next page load), falling
 * back to the copy shipped with the host when the backend cannot be reached.
 */
export async function loadRegistry(
  primaryUrl: string,
  fallbackUrl: string,
  timeoutMs: number,
): Promise<{ registry: Registry; source: string }> {
  try {
    return { registry: await fetchRegistry(primaryUrl, timeoutMs), source: primaryUrl };
  } catch {
    return { registry: await fetchRegistry(fallbackUrl, timeoutMs), source: fallbackUrl };
  }
}
