import { observeApiFailures, type ApiError } from '@app/shared/client';
import { whenPageIdle } from '@app/shared/rules';
import { installTelemetry, reportError, startTelemetry } from './reporter';
import type { TelemetryEnv } from './types';

/** The sandbox's collector (api-sandbox/src/routes/telemetry.ts). */
export const TELEMETRY_PATH = '/api/platform/telemetry';

/** The collector's address on the API of `apiBaseUrl`. */
export function telemetryEndpoint(apiBaseUrl: string): string {
  return `${apiBaseUrl.replace(/\/+$/, '')}${TELEMETRY_PATH}`;
}

/** `/electronic/12` → `/electronic/:id`: a route, not a member's page (`/520model` stays). */
export function foldPath(path: string): string {
  return (
    path
      .split('/')
      .map((part) => (/^\d+$/.test(part) || (part.length >= 16 && /\d/.test(part)) ? ':id' : part))
      .join('/')
      .slice(0, 200) || '/'
  );
}

/** A failed call as a report: what failed (status or schema) and where, with the server's id. */
export function reportApiFailure(error: ApiError, call: string): void {
  reportError(
    { name: 'ApiError', message: `${error.message} (${call})`, stack: error.stack },
    { kind: error.kind === 'malformed' ? 'parse' : 'http', requestId: error.requestId },
  );
}

/**
 * Issue 48: the page's error reporter, installed at start-up (uncaught errors, rejections, failed
 * calls); its sending code and web-vitals load once the page is idle after its first screen. The
 * host's page and a remote run alone install it the same way, each with its own `env`.
 */
export function installPageTelemetry(env: TelemetryEnv, win: Window = window): void {
  installTelemetry(env, win);
  observeApiFailures(reportApiFailure);
  whenPageIdle(() => void startTelemetry(), win);
}
