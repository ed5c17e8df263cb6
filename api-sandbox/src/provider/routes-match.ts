import type { FastifyInstance } from 'fastify';
import type {
  MatchIdBody,
  MatchQuery,
  RecommendBody,
  ResultQuery,
  SportsbookExtras,
} from '@app/shared/api';
import { bodyOf, type Untrusted } from '../http/untrusted';
import { ProviderCodes } from '../codes';
import type { Ctx } from '../context';
import { pfail, pok } from '../envelope';
import { SPORTS } from '../seed/sports-data';
import { cachedPayload } from './list-cache';
import { oddsTickMs } from './live-load';
import type { MatchFilter } from './query';
import { TYPE_KINDS, matchById, page, queryMatches } from './query';

type Body = Untrusted<MatchQuery & SportsbookExtras>;

const num = (v: unknown): number | null => {
  if (v === undefined || v === null || v === '') return null;
  const n = Number(v);
  return Number.isFinite(n) ? n : null;
};

function ids(v: unknown): number[] {
  if (Array.isArray(v)) return v.map(Number).filter(Number.isFinite);
  if (typeof v === 'string' && v) return v.split(',').map(Number).filter(Number.isFinite);
  if (typeof v === 'number') return [v];
  return [];
}

function filterOf(b: Body): MatchFilter & { current: number; size: number } {
  const type = num(b.type) ?? 1;
  return {
    kinds: TYPE_KINDS[type] ?? ['live'],
    sportId: num(b.sportId),
    leagueIds: ids(b.leagueIds),
    // the rows a list shows (issue 10: live odds refresh only for the matches on screen)
    ...(b.matchIds === undefined ? {} : { matchIds: ids(b.matchIds).slice(0, 100) }),
    beginTime: num(b.beginTime),
    endTime: num(b.endTime),
    orderBy: num(b.orderBy) ?? 0,
    current: num(b.current) ?? 1,
    size: num(b.size) ?? 50,
  };
}

export function registerMatchRoutes(app: FastifyInstance, ctx: Ctx): void {
  app.post('/v1/match/getList', async (req, reply) => {
    const b = bodyOf<MatchQuery & SportsbookExtras>(req);
    const f = filterOf(b);
    const now = Date.now();
    // a page is cached on the real clock (odds ticks); a moved sandbox clock is another page
    const key = JSON.stringify([f, String(b.languageType ?? ''), ctx.clock.offsetMs()]);
    const payload = cachedPayload(
      ctx,
      key,
      now,
      () => JSON.stringify(pok(page(queryMatches(ctx, f), f.current, f.size))),
      oddsTickMs(ctx),
    );
    return reply.type('application/json; charset=utf-8').send(payload);
  });

  app.post('/v1/match/statistical', async (req) => {
    const w = ctx.faults.sportsMaintenance;
    if (w)
      return pfail(ProviderCodes.MAINTENANCE, `Sports under maintenance [${w.start}-${w.end}]`);
    const b = bodyOf<MatchQuery & SportsbookExtras>(req);
    const sl = [1, 3, 4, 7].map((ty) => {
      const inType = queryMatches(ctx, { kinds: TYPE_KINDS[ty]!, leagueIds: ids(b.leagueIds) });
      const ssl = SPORTS.map((s) => ({
        sid: s.sid,
        c: inType.filter((m) => m.sid === s.sid).length,
      }));
      return { ty, tc: inType.length, c: inType.length, ssl };
    });
    return pok({ sl });
  });

  app.post('/v1/match/matchCount', async (req) => {
    const f = filterOf(bodyOf<MatchQuery & SportsbookExtras>(req));
    return pok({ count: queryMatches(ctx, f).length });
  });

  app.post('/v1/match/getOnSaleLeagues', async (req) => {
    const f = filterOf(bodyOf<MatchQuery & SportsbookExtras>(req));
    const list = queryMatches(ctx, { ...f, leagueIds: [] });
    const map = new Map<
      number,
      { id: number; na: string; sid: number; mt: number; lurl: string }
    >();
    for (const m of list) {
      const cur = map.get(m.lg.id);
      if (cur) cur.mt += 1;
      else map.set(m.lg.id, { id: m.lg.id, na: m.lg.na, sid: m.sid, mt: 1, lurl: m.lg.lurl });
    }
    return pok([...map.values()]);
  });

  app.post('/v1/match/getMatchDetail', async (req) => {
    const id = num(bodyOf<MatchIdBody>(req).matchId);
    if (id === null) return pfail(ProviderCodes.PARAM_ERROR, 'matchId is required');
    const m = matchById(ctx, id);
    if (!m) return pfail(ProviderCodes.NOT_FOUND, 'Match not found');
    return pok(m);
  });

  app.post('/v1/match/queryMatchByRecommend', async (req) => {
    const b = bodyOf<RecommendBody>(req);
    const keyword = typeof b.keyword === 'string' ? b.keyword.trim().slice(0, 50) : '';
    const list = queryMatches(ctx, {
      kinds: ['live', 'today', 'early'],
      keyword: keyword || undefined,
      sportId: num(b.sportId),
    });
    return pok(keyword ? list.slice(0, 30) : list.filter((m) => m.ms === 5).slice(0, 10));
  });

  const results = (b: Untrusted<ResultQuery>) =>
    queryMatches(ctx, {
      kinds: ['result'],
      sportId: num(b.sportId),
      beginTime: num(b.beginTime),
      endTime: num(b.endTime),
      leagueIds: ids(b.leagueIds),
    }).reverse();

  app.post('/v1/match/matchResultList', async (req) => pok(results(bodyOf<ResultQuery>(req))));

  app.post('/v1/match/matchResultPage', async (req) => {
    const b = bodyOf<ResultQuery>(req);
    return pok(page(results(b), num(b.current) ?? 1, num(b.size) ?? 20));
  });

  app.post('/v1/match/matchResultInfo', async (req) => {
    const id = num(bodyOf<MatchIdBody>(req).matchId);
    const m = id === null ? null : matchById(ctx, id);
    if (!m) return pfail(ProviderCodes.NOT_FOUND, 'Match not found');
    const sc = m.nsg[0]?.sc ?? [0, 0];
    return pok({
      ...m,
      results: [
        { pe: 1001, nm: 'Full time', sc },
        { pe: 1002, nm: '1st half', sc: sc.map((x) => Math.floor(x / 2)) },
      ],
    });
  });
}
