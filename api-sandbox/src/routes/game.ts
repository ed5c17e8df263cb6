import type { FastifyInstance } from 'fastify';
import type { GameJumpBody, MyBetQuery, SlotListBody } from '@app/shared/api';
import { bodyOf, type Untrusted } from '../http/untrusted';
import type { Ctx } from '../context';
import { mediaUrl } from '../context';
import { Codes } from '../codes';
import { ok } from '../envelope';
import { BizError, notFound } from '../errors';
import { randomToken } from '../ids';
import type { OrderRow } from '../provider/orders';
import { orderView, settleDue } from '../provider/orders';
import { issueProviderToken } from '../provider/tokens';
import { assertNotExcluded } from '../rg/exclusion';
import { assertMayStake } from '../rg/stake-guard';
import { HOME_BARS } from '../seed/static-lists';
import { changeBalance, requireUser } from '../users';
import { gameArt, playPage } from './game-play';
import { localize, mediaInLang } from '../i18n/texts';
import { normalizeLang } from '../i18n/lang';

interface LobbyRow {
  id: number;
  lobby_code: string;
  lobby_name: string;
  game_type: number;
  sort: number;
  is_maintain: number;
  start_ts: number | null;
  end_ts: number | null;
}
interface GameRow {
  id: number;
  lobby_id: number;
  game_code: string;
  game_name: string;
  icon: string;
  game_type: number;
  is_hot: number;
  is_maintain: number;
  start_ts: number | null;
  end_ts: number | null;
  sort: number;
}

export function lobbies(ctx: Ctx, gameType: number | null) {
  const ls = ctx.db
    .prepare('SELECT * FROM lobbies WHERE (? IS NULL OR game_type = ?) ORDER BY sort')
    .all(gameType, gameType) as LobbyRow[];
  const games = ctx.db.prepare('SELECT * FROM games ORDER BY lobby_id, sort').all() as GameRow[];
  const { lobbyMaintenance, gameMaintenance } = ctx.faults;
  return ls.map((l) => {
    const lw = lobbyMaintenance[String(l.id)];
    return {
      id: l.id,
      lobbyCode: l.lobby_code,
      lobbyName: localize(l.lobby_name),
      gameType: l.game_type,
      icon: mediaUrl(ctx, `/media/lobbies/${l.id}.svg`),
      isMaintain: lw || l.is_maintain ? 1 : 0,
      startTimestamp: lw?.start ?? l.start_ts ?? null,
      endTimestamp: lw?.end ?? l.end_ts ?? null,
      gameList: games
        .filter((g) => g.lobby_id === l.id)
        .map((g) => {
          const gw = gameMaintenance[String(g.id)];
          return {
            id: g.id,
            gameCode: g.game_code,
            gameName: localize(g.game_name),
            icon: mediaInLang(mediaUrl(ctx, `/game/art/${g.id}.svg`)),
            gameType: g.game_type,
            lobbyId: g.lobby_id,
            isHotGame: g.is_hot,
            isMaintain: gw || g.is_maintain ? 1 : 0,
            startTimestamp: gw?.start ?? g.start_ts ?? null,
            endTimestamp: gw?.end ?? g.end_ts ?? null,
          };
        }),
    };
  });
}

/** A number from a body field, or null (a filter left out); never an object bound into SQL. */
const finiteOrNull = (v: unknown): number | null => {
  if (v === undefined || v === null || v === '') return null;
  const n = Number(v);
  return Number.isFinite(n) ? n : null;
};

export function registerGameRoutes(app: FastifyInstance, ctx: Ctx): void {
  app.get('/api/user/home/bar/list', async () =>
    ok(HOME_BARS.map((b) => ({ ...b, barName: localize(b.barName), icon: mediaUrl(ctx, b.icon) }))),
  );

  app.post('/api/game/home/slot/list', async (req) => {
    const b = bodyOf<SlotListBody>(req);
    const t = b.gameType === undefined || b.gameType === '' ? null : Number(b.gameType);
    return ok(lobbies(ctx, Number.isFinite(t) ? t : null));
  });

  /** The game-lobby list (path not given by the spec). */
  app.get('/api/game/lobby/list', async (req) => {
    const q = req.query as { gameType?: string };
    const t = q.gameType ? Number(q.gameType) : null;
    return ok(
      lobbies(ctx, Number.isFinite(t) ? t : null).map(({ gameList, ...l }) => ({
        ...l,
        gameCount: gameList.length,
      })),
    );
  });

  app.post('/api/game/sports/token', async (req) => {
    const user = requireUser(ctx, req);
    return ok(issueProviderToken(ctx, user.id));
  });

  app.post('/api/game/sports/token/guest', async () => ok(issueProviderToken(ctx, null)));

  /** Open game sessions: what the page a jump URL opens shows (in memory; a restart ends them). */
  const sessions = new Map<string, { userId: number; gameId: number | null; gameName: string }>();
  const openSession = (userId: number, gameId: number | null, gameName: string) => {
    if (sessions.size > 5_000) sessions.clear();
    const s = randomToken(16);
    sessions.set(s, { userId, gameId, gameName });
    return mediaUrl(ctx, `/game/play?s=${s}`);
  };

  app.post(
    '/api/game/bet/single-wallet/jump',
    {
      schema: {
        body: {
          type: 'object',
          properties: {
            gameId: { type: ['integer', 'string'], pattern: '^\\d{1,12}$' },
            lobbyId: { type: ['integer', 'string'], pattern: '^\\d{1,12}$' },
          },
        },
      },
    },
    async (req) => {
      const user = requireUser(ctx, req);
      assertNotExcluded(ctx, user.id);
      const b = bodyOf<GameJumpBody>(req);
      if (b.gameId === undefined && b.lobbyId === undefined)
        throw new BizError(Codes.ILLEGAL_INPUT, 'Illegal input: gameId or lobbyId is required');
      const game = (
        b.gameId !== undefined
          ? ctx.db.prepare('SELECT * FROM games WHERE id = ?').get(Number(b.gameId))
          : ctx.db
              .prepare('SELECT * FROM games WHERE lobby_id = ? ORDER BY sort LIMIT 1')
              .get(Number(b.lobbyId))
      ) as GameRow | undefined;
      if (!game) throw notFound('Game');
      // the server refuses what the lobby shows as in maintenance (SPEC §4 windows)
      const lobby = lobbies(ctx, null).find((l) => l.id === game.lobby_id);
      const view = lobby?.gameList.find((g) => g.id === game.id);
      for (const w of [lobby, view]) {
        const now = Date.now();
        if (w && w.startTimestamp !== null && w.endTimestamp !== null)
          if (w.startTimestamp <= now && now < w.endTimestamp)
            throw new BizError(Codes.MAINTENANCE, `${game.game_name} is under maintenance`, {
              startTimestamp: w.startTimestamp,
              endTimestamp: w.endTimestamp,
            });
      }
      return ok({
        url: openSession(user.id, game.id, game.game_name),
        gameName: localize(game.game_name),
        balance: user.balance,
      });
    },
  );

  app.post('/api/game/bet/cSports/token', async (req) => {
    const user = requireUser(ctx, req);
    assertNotExcluded(ctx, user.id);
    return ok({
      token: `cs_${randomToken(16)}`,
      url: openSession(user.id, null, 'cSports'),
      userName: user.user_name,
    });
  });

  /** Tile art of a game (what a provider's CDN would serve), titled in `?lang=` (vi without). */
  app.get('/game/art/:file', async (req, reply) => {
    const m = /^(\d{1,12})\.svg$/.exec((req.params as { file: string }).file);
    const row = m
      ? (ctx.db
          .prepare('SELECT id, game_type, game_name FROM games WHERE id = ?')
          .get(Number(m[1])) as { id: number; game_type: number; game_name: string } | undefined)
      : undefined;
    if (!row) return reply.code(404).send({ code: 404, msg: 'No such game art' });
    const lang = normalizeLang((req.query as { lang?: string }).lang) ?? 'vi';
    return reply
      .header('content-type', 'image/svg+xml; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(gameArt(row.id, row.game_type, localize(row.game_name, lang)));
  });

  /** The page a jump URL opens: the game's name and the member's current balance. */
  app.get('/game/play', async (req, reply) => {
    const s = (req.query as { s?: unknown }).s;
    const session = typeof s === 'string' ? sessions.get(s) : undefined;
    const user = session
      ? (ctx.db.prepare('SELECT user_name, balance FROM users WHERE id = ?').get(session.userId) as
          { user_name: string; balance: number } | undefined)
      : undefined;
    if (!session || !user) return reply.code(404).send({ code: 404, msg: 'No such game session' });
    return reply
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(
        playPage({
          gameName: session.gameName,
          userName: user.user_name,
          balance: user.balance,
          artUrl: session.gameId ? mediaUrl(ctx, `/game/art/${session.gameId}.svg`) : '',
        }),
      );
  });

  /** Moves money into a game wallet (used by the jump flow; collected back by /api/game/fund/collect). */
  app.post('/api/game/fund/transfer', async (req) => {
    const user = requireUser(ctx, req);
    const b = (req.body ?? {}) as { amount?: number | string | null };
    // the schema refuses fractions (issue 49 #8); '' or null transfer nothing
    const amount = Math.max(0, Number(b.amount) || 0);
    assertNotExcluded(ctx, user.id);
    if (amount <= 0) return ok({ balance: user.balance });
    // Money into a game is a stake: the limits apply, checked in the debit's transaction.
    const balance = ctx.db.transaction(() => {
      assertMayStake(ctx, user.id, amount);
      return changeBalance(ctx, user.id, -amount, 'game-transfer');
    })();
    return ok({ balance });
  });

  const myOrders = (userId: number, b: Untrusted<MyBetQuery>) => {
    settleDue(ctx);
    const [begin, end, status] = [b.beginTime, b.endTime, b.status].map(finiteOrNull);
    return ctx.db
      .prepare(
        `SELECT * FROM orders WHERE user_id = ? AND reserve != 1 AND (? IS NULL OR created_at >= ?) AND (? IS NULL OR created_at <= ?)
           AND (? IS NULL OR status = ?) ORDER BY id DESC`,
      )
      .all(userId, begin, begin, end, end, status, status) as OrderRow[];
  };

  app.post('/api/game/bet/order/mybet/sum', async (req) => {
    const user = requireUser(ctx, req);
    const rows = myOrders(user.id, bodyOf<MyBetQuery>(req));
    const settled = rows.filter((o) => o.status === 5);
    return ok({
      betCount: rows.length,
      betAmount: rows.reduce((n, o) => n + o.stake, 0),
      validBetAmount: settled.reduce((n, o) => n + o.stake, 0),
      winAmount: settled.reduce((n, o) => n + (o.payout ?? 0) - o.stake, 0),
      unsettledCount: rows.filter((o) => o.status === 1 || o.status === 4).length,
    });
  });

  app.post('/api/game/bet/order/mybet/detail', async (req) => {
    const user = requireUser(ctx, req);
    const b = bodyOf<MyBetQuery>(req);
    const rows = myOrders(user.id, b);
    const current = Math.max(1, Number(b.current) || 1);
    const size = Math.min(100, Math.max(1, Number(b.size) || 20));
    return ok({
      records: rows
        .slice((current - 1) * size, current * size)
        .map((o) => ({ ...orderView(o), gameName: localize('FB Thể thao') })),
      total: rows.length,
      current,
      size,
    });
  });
}
