import type { Json, Started } from './helpers';
import { call } from './helpers';

export interface Sel {
  matchId: number;
  marketId: number;
  optionType: number;
  odds: number;
}

export async function sportsToken(api: string, token: string): Promise<string> {
  const r = await call(api, '/api/game/sports/token', { token, body: {} });
  return r.body.data.token as string;
}

/** Open selections of not-started football matches, one per match (so they can be combined). */
export async function openSelections(provider: string, pt: string, n: number): Promise<Sel[]> {
  const out: Sel[] = [];
  for (const type of [3, 4]) {
    const r = await call(provider, '/v1/match/getList', {
      body: { type, sportId: 1, size: 50 },
      headers: { Authorization: pt },
    });
    for (const m of r.body.data.records as Json[]) {
      const mk = m.mg?.[0]?.mks?.[0];
      if (m.ms !== 4 || !mk || mk.ss !== 1) continue;
      out.push({ matchId: m.id, marketId: mk.id, optionType: mk.op[0].ty, odds: mk.op[0].od });
      if (out.length >= n) return out;
    }
  }
  throw new Error(`only ${out.length} open selections`);
}

/** Balance and number of orders of a user, read from the database. */
export function money(s: Started, userName: string): { balance: number; orders: number } {
  const db = s.sb.ctx.db;
  const u = db.prepare('SELECT id, balance FROM users WHERE user_name = ?').get(userName) as {
    id: number;
    balance: number;
  };
  const n = db.prepare('SELECT COUNT(*) AS n FROM orders WHERE user_id = ?').get(u.id) as {
    n: number;
  };
  return { balance: u.balance, orders: n.n };
}

export function setBalance(s: Started, userName: string, balance: number): void {
  s.sb.ctx.db.prepare('UPDATE users SET balance = ? WHERE user_name = ?').run(balance, userName);
}
