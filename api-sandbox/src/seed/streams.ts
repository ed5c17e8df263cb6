import type { Db } from '../db/open';
import { HOUR } from '../time';

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
    { status: 2, prefix: 'Trực tiếp' },
    { status: 1, prefix: 'Sắp diễn ra' },
    { status: 2, prefix: 'Bình luận' },
    { status: 2, prefix: 'Trực tiếp' },
    { status: 3, prefix: 'Đã kết thúc' },
    { status: 1, prefix: 'Nhận định' },
    { status: 2, prefix: 'Soi kèo' },
    { status: 2, prefix: 'Trực tiếp' },
    { status: 1, prefix: 'Sắp diễn ra' },
    { status: 2, prefix: 'Bình luận' },
    { status: 3, prefix: 'Đã kết thúc' },
    { status: 1, prefix: 'Nhận định' },
  ];
  let li = 0;
  let ti = 0;
  plan.forEach((p, i) => {
    const anchor = anchors[i % anchors.length]!;
    let sportId: number | null = null;
    let matchId: number | null = null;
    let name = 'Giao lưu cùng fan';
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
      JSON.stringify(i % 2 === 0 ? ['Bóng đá', 'Hot'] : ['Giải trí']),
      now - (12 - i) * 60_000,
    );
  });
}
