import type { FastifyInstance } from 'fastify';
import type { Ctx } from '../context';
import type { Lang } from '../i18n/lang';
import { normalizeLang } from '../i18n/lang';
import { localize } from '../i18n/texts';
import { bannerArt } from '../media/banner-art';
import { barArt } from '../media/bar-art';
import { coverArt } from '../media/cover-art';
import { giftArt, giftIndexOf } from '../media/gift-art';
import { teamCrest } from '../media/crest';
import { escapeXml as escape, initials } from '../media/svg-kit';

const SIZES: Record<string, [number, number]> = {
  covers: [640, 360],
  banners: [750, 300],
  avatars: [128, 128],
  teams: [96, 96],
  leagues: [96, 96],
  games: [240, 240],
  lobbies: [240, 160],
  gifts: [128, 128],
  vip: [96, 96],
  flags: [60, 40],
  bars: [96, 96],
};

function hue(seed: string): number {
  let h = 0;
  for (const c of seed) h = (h * 31 + c.charCodeAt(0)) % 360;
  return h;
}

/** A simple generated SVG: gradient background, a big label and an optional caption. */
export function svg(kind: string, id: string, label: string, caption: string): string {
  const [w, h] = SIZES[kind] ?? [200, 200];
  const a = hue(`${kind}${id}`);
  const b = (a + 50) % 360;
  const round =
    kind === 'avatars' || kind === 'teams' || kind === 'vip' ? ` rx="${w / 2}"` : ' rx="12"';
  // text is sized to fit the width (about 0.56 em per Latin character, 1 em per CJK one)
  const ems = (text: string) =>
    [...text].reduce((n, c) => n + (/[\u2e80-\u9fff\uff00-\uffef]/.test(c) ? 1 : 0.56), 0);
  const fit = (text: string, max: number) =>
    Math.round(Math.min(max, (w * 0.88) / Math.max(ems(text), 1)));
  const big = fit(label, Math.min(w, h) * (label.length > 4 ? 0.16 : 0.3));
  const small = caption ? fit(caption.slice(0, 48), big * 0.45 + 8) : 0;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${a},70%,45%)"/><stop offset="1" stop-color="hsl(${b},75%,25%)"/></linearGradient></defs>
<rect width="${w}" height="${h}" fill="url(#g)"${round}/>
<text x="50%" y="${caption ? '45%' : '50%'}" dominant-baseline="middle" text-anchor="middle" font-family="Arial, sans-serif" font-weight="700" font-size="${big}" fill="#fff">${escape(label)}</text>
${caption ? `<text x="50%" y="75%" text-anchor="middle" font-family="Arial, sans-serif" font-size="${small}" fill="rgba(255,255,255,.85)">${escape(caption.slice(0, 48))}</text>` : ''}
</svg>`;
}

function describe(ctx: Ctx, kind: string, id: string, lang: Lang): [string, string] {
  const one = <T>(sql: string) => ctx.db.prepare(sql).get(id) as T | undefined;
  switch (kind) {
    case 'covers': {
      const s = one<{ title: string }>('SELECT title FROM streams WHERE id = ?');
      return ['LIVE', s ? localize(s.title, lang) : `Stream ${id}`];
    }
    case 'banners':
      return [`Banner ${id}`, ''];
    case 'leagues': {
      const l = one<{ name: string }>('SELECT name FROM leagues WHERE id = ?');
      return [initials(l?.name ?? id), ''];
    }
    case 'games': {
      const g = one<{ game_name: string }>('SELECT game_name FROM games WHERE id = ?');
      return [initials(g?.game_name ?? id), g?.game_name ?? ''];
    }
    case 'gifts': {
      const g = one<{ name: string }>('SELECT name FROM gifts WHERE id = ?');
      return ['🎁', g ? localize(g.name, lang) : ''];
    }
    case 'vip':
      return [`V${id}`, ''];
    case 'avatars':
      return [`#${id}`, ''];
    default:
      return [id.slice(0, 3).toUpperCase(), ''];
  }
}

/** A stream's cover: its sport's surface, and its match's two crests when it shows one. */
function streamCover(ctx: Ctx, id: string): string | null {
  const s = ctx.db
    .prepare(
      `SELECT s.sport_id AS sid, m.data AS data FROM streams s LEFT JOIN matches m ON m.id = s.match_id
       WHERE s.id = ?`,
    )
    .get(id) as { sid: number | null; data: string | null } | undefined;
  if (!s) return null;
  const teams = s.data ? (JSON.parse(s.data) as { home?: number; away?: number }) : {};
  const name = (team: number | undefined) =>
    team === undefined
      ? null
      : ((
          ctx.db.prepare('SELECT name FROM teams WHERE id = ?').get(team) as
            { name: string } | undefined
        )?.name ?? null);
  return coverArt(s.sid, name(teams.home), name(teams.away));
}

/** Art drawn for its kind (banners, bar icons, team crests, gifts), or null for the generic label art. */
function drawn(ctx: Ctx, kind: string, id: string, lang: Lang): string | null {
  if (kind === 'bars') return barArt(id);
  if (kind === 'covers') return streamCover(ctx, id);
  if (kind === 'banners') {
    const a = ctx.db.prepare('SELECT title, sub_title, link FROM ads WHERE id = ?').get(id) as
      { title: string; sub_title: string; link: string } | undefined;
    if (!a) return null;
    return bannerArt(id, localize(a.title, lang), localize(a.sub_title, lang), a.link);
  }
  if (kind === 'gifts') {
    const g = ctx.db.prepare('SELECT name FROM gifts WHERE id = ?').get(id) as
      { name: string } | undefined;
    return g ? giftArt(giftIndexOf(g.name)) : null;
  }
  if (kind === 'teams') {
    const t = ctx.db.prepare('SELECT name FROM teams WHERE id = ?').get(id) as
      { name: string } | undefined;
    return teamCrest(t?.name ?? `Team ${id}`);
  }
  return null;
}

export function registerMediaRoutes(app: FastifyInstance, ctx: Ctx): void {
  app.get('/media/:kind/:file', async (req, reply) => {
    const { kind, file } = req.params as { kind: string; file: string };
    const m = /^([A-Za-z0-9_-]{1,40})\.svg$/.exec(file);
    if (!m || !SIZES[kind]) {
      return reply.code(404).send({ code: 404, msg: 'No such media' });
    }
    const id = m[1]!;
    const lang = normalizeLang((req.query as { lang?: string }).lang) ?? 'vi';
    reply
      .header('content-type', 'image/svg+xml; charset=utf-8')
      .header('cache-control', 'public, max-age=3600');
    const art = drawn(ctx, kind, id, lang);
    if (art) return art;
    const [label, caption] = describe(ctx, kind, id, lang);
    return svg(kind, id, label, caption);
  });

  const page = (title: string) =>
    `<!doctype html><html><head><meta charset="utf-8"><title>${title}</title></head><body style="font-family:sans-serif;background:#111;color:#eee;display:grid;place-items:center;height:100vh"><h1>${title}</h1></body></html>`;
  app.get('/media/game.html', async (_req, reply) =>
    reply.header('content-type', 'text/html; charset=utf-8').send(page('Sandbox game')),
  );
  app.get('/media/cs.html', async (_req, reply) =>
    reply
      .header('content-type', 'text/html; charset=utf-8')
      .send(page('Customer service (sandbox)')),
  );
}
