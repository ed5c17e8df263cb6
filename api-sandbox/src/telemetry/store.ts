import type { Db } from '../db/open';
import type { TelemetryBatch, TelemetryErrorEvent } from './batch-schema';
import { frameText, topFrame, type ResolvedFrame } from './source-maps';

/** An error report with its stack resolved (or left as sent when no map of its release was found). */
export interface StoredError {
  event: TelemetryErrorEvent;
  frames: ResolvedFrame[];
}

const HOUR_MS = 3600_000;

function resolvedStack(event: TelemetryErrorEvent, frames: ResolvedFrame[]): string | null {
  if (!event.stack) return null;
  if (!frames.length) return event.stack;
  return frames
    .map((f) => `at ${f.fn ?? '<anonymous>'} (${f.app}:${frameText(f)}${f.resolved ? '' : ' ?'})`)
    .join('\n');
}

/**
 * Writes one batch in a transaction. A page load is counted once however many batches name it
 * (`telemetry_loads` is keyed by the page id); vitals and errors are rows of their own.
 */
export function storeBatch(db: Db, batch: TelemetryBatch, errors: StoredError[], now: number) {
  const host = batch.builds.host ?? '';
  const build = (app: string) => batch.builds[app] ?? '';
  const insertError = db.prepare(
    `INSERT INTO telemetry_errors (received_at, page, app, build, host_build, kind, fingerprint,
       message, top_frame, stack, route, language, market, device, request_id, lifecycle)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const insertVital = db.prepare(
    `INSERT INTO telemetry_vitals (received_at, page, app, build, route, name, value)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
  );
  const insertLoad = db.prepare(
    `INSERT OR IGNORE INTO telemetry_loads (page, received_at, app, build, host_build, route)
     VALUES (?, ?, ?, ?, ?, ?)`,
  );
  db.transaction(() => {
    for (const { event, frames } of errors) {
      const top = topFrame(frames);
      insertError.run(
        now,
        batch.page,
        event.app,
        build(event.app),
        host,
        event.kind,
        event.fingerprint,
        event.message,
        top ? JSON.stringify({ ...top, text: frameText(top) }) : null,
        resolvedStack(event, frames),
        event.route,
        event.language,
        batch.market,
        batch.device,
        event.requestId ?? null,
        event.lifecycle ?? null,
      );
    }
    for (const e of batch.events) {
      if (e.type === 'vital')
        insertVital.run(now, batch.page, e.app, build(e.app), e.route, e.name, e.value);
      else if (e.type === 'load')
        insertLoad.run(batch.page, now, e.app, build(e.app), host, e.route);
    }
  })();
}

/** Deletes what is older than the retention window (called as batches come in, and hourly). */
export function pruneTelemetry(db: Db, retentionH: number, now: number): void {
  const before = now - retentionH * HOUR_MS;
  db.transaction(() => {
    for (const table of ['telemetry_errors', 'telemetry_vitals', 'telemetry_loads'])
      db.prepare(`DELETE FROM ${table} WHERE received_at < ?`).run(before);
  })();
}
