import type { FastifyInstance } from 'fastify';
import type { MatchFrontBody, MatchScoreQuery, SatelliteBody } from '@app/shared/api';
import { bodyOf } from '../../http/untrusted';
import type { Ctx } from '../../context';
import { ok } from '../../envelope';
import { randomToken } from '../../ids';
import { liveScore } from '../../provider/live-score';
import { queryMatches, fold, readMatches } from '../../provider/query';
import type { StreamRow } from '../../streams';
import { STREAM_SELECT, getStream, streamView, videoSources } from '../../streams';
import { L, anchorOnly, idOf, ownStreamRef, text } from './helpers';
import { localize, t } from '../../i18n/texts';

/** Cover tags; the streams' own tags are the same seeded texts, so a tab keeps matching them. */
const COVER_TAGS = [
  t('Bóng đá', 'Football', '足球'),
  t('Bóng rổ', 'Basketball', '篮球'),
  t('Hot', 'Hot', '热门'),
  t('Soi kèo', 'Odds talk', '盘口分析'),
  t('Giải trí', 'Entertainment', '娱乐'),
  t('Esports', 'Esports', '电竞'),
  t('Nhận định', 'Preview', '赛前分析'),
  t('V.League', 'V.League', 'V.League'),
].map((x) => x.vi);

/** Match videos, search, lines, satellite push addresses, cover tags and live scores. */
export function registerVideoListRoutes(app: FastifyInstance, ctx: Ctx): void {
  app.post(`${L}/video/matchListFront`, async (req) => {
    const b = bodyOf<MatchFrontBody>(req);
    const live = ctx.db
      .prepare(`${STREAM_SELECT} WHERE s.status = 2 AND s.match_id IS NOT NULL ORDER BY s.id`)
      .all() as StreamRow[];
    const byMatch = new Map(live.map((s) => [s.match_id as number, s]));
    const matches = queryMatches(ctx, {
      kinds: ['live', 'today'],
      sportId: b.sportId ? Number(b.sportId) : null,
    });
    return ok(
      matches
        .filter((m) => byMatch.has(m.id) || m.fbId)
        .map((m) => ({
          matchId: m.id,
          sportId: m.sid,
          leagueName: m.lg.na,
          homeName: m.ts[0]?.na ?? '',
          awayName: m.ts[1]?.na ?? '',
          homeLogo: m.ts[0]?.lurl ?? '',
          awayLogo: m.ts[1]?.lurl ?? '',
          ms: m.ms,
          bt: m.bt,
          score: m.nsg[0]?.sc ?? [],
          streamId: byMatch.get(m.id)?.id ?? null,
          fbId: m.fbId,
        })),
    );
  });

  app.get(`${L}/video/videoList`, async () => {
    const live = ctx.db
      .prepare(`${STREAM_SELECT} WHERE s.status = 2 ORDER BY s.id`)
      .all() as StreamRow[];
    return ok(
      live.map((s) => ({
        streamId: s.id,
        matchId: s.match_id,
        title: localize(s.title),
        sources: videoSources(ctx),
      })),
    );
  });

  app.get(`${L}/video/queryKeyWordByName`, async (req) => {
    const k = fold(String((req.query as { keyWord?: string }).keyWord ?? '').slice(0, 50)).trim();
    const rows = ctx.db
      .prepare(`${STREAM_SELECT} WHERE s.status IN (1, 2) ORDER BY s.id`)
      .all() as StreamRow[];
    return ok(
      k
        ? rows
            .filter((s) => fold(`${s.title} ${s.anchor_name} ${s.anchor_user_name}`).includes(k))
            .map((s) => streamView(ctx, s))
        : [],
    );
  });

  app.get(`${L}/video/queryCustomerLineSwitch`, async () =>
    ok({
      switch: 1,
      defaultLine: 1,
      lines: [
        { line: 1, name: 'Line 1' },
        { line: 2, name: 'Line 2' },
      ],
    }),
  );

  app.post(`${L}/satellite/save`, async (req) => {
    const user = anchorOnly(ctx, req);
    const b = bodyOf<SatelliteBody & { streamId?: number | string }>(req);
    // A key for a named stream is the stream owner's (or a super admin's) to ask for (issue 49 #1).
    const stream = ownStreamRef(ctx, user, b.streamId);
    const key = `${user.user_name}-${stream ? `${stream.id}-` : ''}${randomToken(6)}`;
    return ok({
      pushUrl: 'rtmp://127.0.0.1:1935/live',
      streamKey: key,
      streamId: stream?.id ?? null,
      satellite: text(b.name, 60, 'name') ?? 'default',
    });
  });

  app.post(`${L}/cover/tag/list`, async () =>
    ok(COVER_TAGS.map((name, i) => ({ id: i + 1, name: localize(name) }))),
  );

  app.post(`${L}/match/score`, async (req) => {
    const b = bodyOf<MatchScoreQuery>(req);
    let ids = (Array.isArray(b.matchIds) ? b.matchIds : [])
      .map(Number)
      .filter(Number.isFinite)
      .slice(0, 50);
    if (!ids.length && b.streamId) {
      const s = getStream(ctx, idOf(b.streamId, 'streamId'));
      ids = s.match_id ? [s.match_id] : [];
    }
    const list = ids.length ? readMatches(ctx, { kinds: [], matchIds: ids }) : [];
    return ok(list.map(({ view, state }) => ({ gameId: view.id, ...liveScore(view, state) })));
  });
}
