import type { FastifyInstance } from 'fastify';
import { ProviderCodes } from '../codes';
import type { Ctx } from '../context';
import { pfail, pok } from '../envelope';
import { rng } from '../rng';
import { HLS_PATH } from '../routes/video';
import type { StoredMatch } from '../seed/matches';
import { clearListCache } from './list-cache';
import { ODDS_TICK_MS } from './match-view';

/**
 * Load knob for the live-list benchmark (issue 10: 500 live matches, odds every second), kept out
 * of the normal seed: `POST /__admin/live-load { count, tickMs }` on the provider adds `count` live
 * football matches (ids from LOAD_BASE, replacing an earlier load) and makes live odds move every
 * `tickMs`; `{ count: 0 }` removes them and restores the normal pace.
 */
export const LOAD_BASE = 9_000_000;
export const MAX_LOAD = 2_000;
const ticks = new WeakMap<Ctx, number>();

/** How often live odds move for this sandbox (ODDS_TICK_MS unless the knob changed it). */
export function oddsTickMs(ctx: Ctx): number {
  return ticks.get(ctx) ?? ODDS_TICK_MS;
}

export function loadLiveMatches(ctx: Ctx, count: number, tickMs: number): number {
  const leagues = ctx.db.prepare('SELECT id FROM leagues WHERE sid = 1 ORDER BY id').all() as {
    id: number;
  }[];
  const teams = ctx.db.prepare('SELECT id, name FROM teams WHERE sid = 1 ORDER BY id').all() as {
    id: number;
    name: string;
  }[];
  const r = rng(count * 31 + 7);
  const now = ctx.clock.now();
  const insert = ctx.db.prepare(
    "INSERT INTO matches (id, sid, lg_id, ms, kind, bt_offset, data) VALUES (?, 1, ?, 5, 'live', 0, ?)",
  );
  ctx.db.transaction(() => {
    ctx.db.prepare('DELETE FROM matches WHERE id >= ?').run(LOAD_BASE);
    for (let i = 0; i < count; i += 1) {
      const home = teams[(2 * i) % teams.length]!;
      const away = teams[(2 * i + 1 + Math.floor(i / teams.length)) % teams.length]!;
      const clockBase = Math.floor(r() * 5000);
      const stored: StoredMatch = {
        home: home.id,
        away: away.id,
        strength: 0.3 + r() * 0.4,
        clockBase,
        kickoff: now - clockBase * 1000,
        finalScore: null,
        outright: [],
        name: `${home.name} vs ${away.name}`,
        // like the seed's live matches: a video source (the one shared clip, so the load stays
        // cheap), and SPEC §4 lists the live status only with one
        liveUrl: HLS_PATH,
        fbId: `fb-${LOAD_BASE + i}`,
      };
      insert.run(LOAD_BASE + i, leagues[i % leagues.length]!.id, JSON.stringify(stored));
    }
  })();
  if (count > 0) ticks.set(ctx, tickMs);
  else ticks.delete(ctx);
  clearListCache(ctx);
  return count;
}

export function registerLiveLoadRoute(app: FastifyInstance, ctx: Ctx): void {
  app.post('/__admin/live-load', async (req) => {
    const b = (req.body ?? {}) as { count?: unknown; tickMs?: unknown };
    const count = Number(b.count ?? 500);
    const tickMs = Number(b.tickMs ?? 1000);
    if (!Number.isInteger(count) || count < 0 || count > MAX_LOAD)
      return pfail(ProviderCodes.PARAM_ERROR, `count must be 0 to ${MAX_LOAD}`);
    if (!Number.isInteger(tickMs) || tickMs < 200 || tickMs > 60_000)
      return pfail(ProviderCodes.PARAM_ERROR, 'tickMs must be 200 to 60000');
    return pok({ count: loadLiveMatches(ctx, count, tickMs), tickMs: oddsTickMs(ctx) });
  });
}
