import { isChunkLoadError, reloadOnce } from './chunk-reload';

let installed = false;

/** Last-resort handlers (R17): a stale chunk reloads once; anything else is logged once, never a white page. */
export function installGlobalErrorHandlers(): void {
  if (installed) return;
  installed = true;
  const seen = new Set<string>();
  const handle = (error: unknown) => {
    if (isChunkLoadError(error)) {
      reloadOnce();
      return;
    }
    const message = error instanceof Error ? error.message : String(error);
    if (seen.has(message)) return;
    seen.add(message);
    console.error('[betlive] unhandled error:', message);
  };
  window.addEventListener('error', (e) => handle(e.error ?? e.message));
  window.addEventListener('unhandledrejection', (e) => handle(e.reason));
}
