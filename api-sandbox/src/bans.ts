import type { Db } from './db/open';

export interface BanRow {
  id: number;
  user_id: number;
  stream_id: number | null;
  operator_id: number;
  reason: string;
  ban_type: number;
  status: number;
  until: number;
  created_at: number;
}

/** The active ban of a user in a room (room-specific or site-wide), if any. */
export function activeBan(db: Db, userId: number, streamId: number | null): BanRow | undefined {
  return db
    .prepare(
      `SELECT * FROM bans WHERE user_id = ? AND status = 1 AND until > ? AND (stream_id IS NULL OR stream_id = ?)
       ORDER BY until DESC LIMIT 1`,
    )
    .get(userId, Date.now(), streamId) as BanRow | undefined;
}

export function addBan(
  db: Db,
  f: {
    userId: number;
    streamId: number | null;
    operatorId: number;
    minutes: number;
    reason: string;
    banType: number;
  },
): number {
  const now = Date.now();
  return Number(
    db
      .prepare(
        `INSERT INTO bans (user_id, stream_id, operator_id, reason, ban_type, status, until, created_at)
         VALUES (?, ?, ?, ?, ?, 1, ?, ?)`,
      )
      .run(f.userId, f.streamId, f.operatorId, f.reason, f.banType, now + f.minutes * 60_000, now)
      .lastInsertRowid,
  );
}
