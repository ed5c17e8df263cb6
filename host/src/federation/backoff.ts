/** Delay before retry `attempt` (1-based): exponential with full jitter, capped. */
export function backoffDelay(
  attempt: number,
  baseMs: number,
  random = Math.random,
  capMs = 5000,
): number {
  const ceiling = Math.min(capMs, baseMs * 2 ** (attempt - 1));
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}

/** Adds a cache-busting query so a retry never reuses a broken cached response. */
export function withCacheBust(url: string, attempt: number): string {
  const sep = url.includes('?') ? '&' : '?';
  return `${url}${sep}mfretry=${attempt}`;
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
