import type { Db } from '../db/open';
import { t } from '../i18n/texts';
import { HOUR } from '../time';

/** Title prefixes and cover tags of the seeded streams (answers translate them). */
const PREFIX = {
  live: t('Trực tiếp', 'Live', '直播'),
  soon: t('Sắp diễn ra', 'Coming up', '即将开始'),
  talk: t('Bình luận', 'Commentary', '解说'),
  ended: t('Đã kết thúc', 'Ended', '已结束'),
  preview: t('Nhận định', 'Preview', '赛前分析'),
  tips: t('Soi kèo', 'Odds talk', '盘口分析'),
};
const FAN_CHAT = t('Giao lưu cùng fan', 'Fan meet-up', '粉丝互动');
const TAGS = {
  football: t('Bóng đá', 'Football', '足球'),
  fun: t('Giải trí', 'Entertainment', '娱乐'),
};

/** 12 streams: 6 live (status 2), 4 reserved (1), 2 ended (3), in insertion order. */
export function seedStreams(db: Db, now: number): void {
  const anchors = db
    .prepare("SELECT id, nick_name FROM users WHERE role = 'anchor' ORDER BY id")
    .all() as { id: number; nick_name: string }[];
  const live = db
    .prepare(
      `SELECT m.id, m.sid, m.data FROM matches m WHERE m.kind = 'live' AND m.ms = 5 AND m.sid IN (1, 3, 5, 13)
       ORDER BY m.sid, m.id`,
    )
    .all() as { id: number; sid: number; data: string }[];
  const today = db
    .prepare(
      "SELECT m.id, m.sid, m.data FROM matches m WHERE m.kind IN ('today', 'early') AND m.ms = 4 AND m.sid IN (1, 3) ORDER BY m.id",
    )
    .all() as { id: number; sid: number; data: string }[];
  const teams = new Map(
    (db.prepare('SELECT id, name FROM teams').all() as { id: number; name: string }[]).map((t) => [
      t.id,
      t.name,
    ]),
  );
  const title = (data: string) => {
    const m = JSON.parse(data) as { home: number; away: number };
    return `${teams.get(m.home)} vs ${teams.get(m.away)}`;
  };
  const ins = db.prepare(
    `INSERT INTO streams (title, anchor_id, status, viewers, sport_id, match_id, start_time, cover, is_fee, fee_amount, tags, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const plan: { status: number; prefix: string }[] = [
    { status: 2, prefix: PREFIX.live.vi },
    { status: 1, prefix: PREFIX.soon.vi },
    { status: 2, prefix: PREFIX.talk.vi },
    { status: 2, prefix: PREFIX.live.vi },
    { status: 3, prefix: PREFIX.ended.vi },
    { status: 1, prefix: PREFIX.preview.vi },
    { status: 2, prefix: PREFIX.tips.vi },
    { status: 2, prefix: PREFIX.live.vi },
    { status: 1, prefix: PREFIX.soon.vi },
    { status: 2, prefix: PREFIX.talk.vi },
    { status: 3, prefix: PREFIX.ended.vi },
    { status: 1, prefix: PREFIX.preview.vi },
  ];
  let li = 0;
  let ti = 0;
  plan.forEach((p, i) => {
    const anchor = anchors[i % anchors.length]!;
    let sportId: number | null = null;
    let matchId: number | null = null;
    let name = FAN_CHAT.vi;
    let start = now - HOUR;
    if (p.status === 2 && live[li]) {
      const m = live[li]!;
      li += 1;
      sportId = m.sid;
      matchId = m.id;
      name = title(m.data);
      start = now - (20 + i * 7) * 60_000;
    } else if (p.status === 1 && today[ti]) {
      const m = today[ti]!;
      ti += 1;
      sportId = m.sid;
      matchId = m.id;
      name = title(m.data);
      start = now + (2 + i) * HOUR;
    } else if (p.status === 3) {
      start = now - (26 + i) * HOUR;
      sportId = 1;
    }
    ins.run(
      `${p.prefix}: ${name}`,
      anchor.id,
      p.status,
      p.status === 2 ? 800 + ((i * 7919) % 12000) : 0,
      sportId,
      matchId,
      start,
      `/media/covers/${i + 1}.svg`,
      i === 6 ? 1 : 0,
      i === 6 ? 20_000 : 0,
      JSON.stringify(i % 2 === 0 ? [TAGS.football.vi, 'Hot'] : [TAGS.fun.vi]),
      now - (12 - i) * 60_000,
    );
  });
}
