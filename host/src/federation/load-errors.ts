import { create } from 'zustand';
import { isChunkLoadError } from '@app/shared/lazy';
import { reportError } from '@app/shared/telemetry';
import { useCatalog } from '../platform/catalog-store';

export interface LoadErrorRecord {
  remote: string;
  lifecycle: string;
  message: string;
  at: number;
}

/** What a caller records: `cause` (the error itself, for its stack) and `app` (registry id) too. */
export type LoadErrorInput = Omit<LoadErrorRecord, 'at'> & { cause?: unknown; app?: string };

interface LoadErrorsState {
  errors: LoadErrorRecord[];
  record(error: LoadErrorInput): void;
}

const MAX_ERRORS = 20;

/** The registry id of a federation name (`remote_sports` → `sports`). */
function appOf(name: string): string {
  const known = Object.values(useCatalog.getState().remotes).find((r) => r.remote.name === name);
  return (
    known?.remote.id ??
    name
      .replace(/^remote_/, '')
      .replace(/_/g, '-')
      .toLowerCase()
  );
}

/**
 * The last remote load errors, for the platform status panel; each is also reported (issue 48): a
 * load failure (timeout, integrity, refused version or origin) under the remote's release, a render
 * error caught by the remote's mount boundary as a boundary error.
 */
export const useLoadErrors = create<LoadErrorsState>()((set) => ({
  errors: [],
  record: ({ cause, app, ...error }) => {
    const boundary = error.lifecycle === 'render' && !isChunkLoadError(cause);
    reportError(cause ?? error.message, {
      kind: boundary ? 'boundary' : 'load',
      app: app ?? appOf(error.remote),
      lifecycle: error.lifecycle,
    });
    set((s) => ({ errors: [{ ...error, at: Date.now() }, ...s.errors].slice(0, MAX_ERRORS) }));
  },
}));
