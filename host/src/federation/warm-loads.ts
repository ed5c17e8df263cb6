/**
 * Remote modules being loaded ahead of use (routing/warm-remotes.ts), by federation id
 * (`<remote name>/<expose>`): nobody waits for them, so the navigation progress bar leaves them out.
 */
const warming = new Set<string>();

export function isWarmLoad(id: string): boolean {
  return warming.has(id);
}

/** Runs `load` with `id` marked as a warm load until it settles. */
export async function asWarmLoad<T>(id: string, load: () => Promise<T>): Promise<T> {
  warming.add(id);
  try {
    return await load();
  } finally {
    warming.delete(id);
  }
}
