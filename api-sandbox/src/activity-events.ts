import type { Ctx } from './context';
import type { UserRow } from './users';

export type EventRow = {
  id: number;
  user_id: number | null;
  activity_id: number;
  kind: string;
  amount: number;
  data: string;
  created_at: number;
};

export function addEvent(
  ctx: Ctx,
  userId: number | null,
  activityId: number,
  kind: string,
  amount = 0,
  data: unknown = {},
): number {
  return Number(
    ctx.db
      .prepare(
        'INSERT INTO activity_events (user_id, activity_id, kind, amount, data, created_at) VALUES (?, ?, ?, ?, ?, ?)',
      )
      .run(userId, activityId, kind, amount, JSON.stringify(data), ctx.clock.now()).lastInsertRowid,
  );
}

export function eventsOf(
  ctx: Ctx,
  userId: number,
  activityId: number,
  kind: string,
  since = 0,
): EventRow[] {
  return ctx.db
    .prepare(
      'SELECT * FROM activity_events WHERE user_id = ? AND activity_id = ? AND kind = ? AND created_at >= ? ORDER BY id DESC',
    )
    .all(userId, activityId, kind, since) as EventRow[];
}

export const GIFT_PACK_ID = 3;

/** The verified phone of an account, as a gift pack claim records it ('84912345678'), or null. */
export function phoneOf(user: UserRow): string | null {
  return user.mobile ? `${user.mobile_area ?? '84'}${user.mobile}` : null;
}

/**
 * One new-member gift pack per verified phone (issue 49 #5): claimed by another account with the
 * same number (accounts get a number only through an SMS code). Any once-per-person activity.
 */
export function giftPackClaimedWithPhone(
  ctx: Ctx,
  user: UserRow,
  activityId = GIFT_PACK_ID,
): boolean {
  const phone = phoneOf(user);
  if (!phone) return false;
  return !!ctx.db
    .prepare(
      `SELECT 1 FROM activity_events e JOIN users u ON u.id = e.user_id
       WHERE e.activity_id = ? AND e.kind = 'claim' AND e.user_id != ?
         AND (json_extract(e.data, '$.phone') = ? OR (u.mobile_area || u.mobile) = ?) LIMIT 1`,
    )
    .get(activityId, user.id, phone, phone);
}

/** One new-member gift pack per device (#17): claimed by another account registered or claiming there. */
export function giftPackClaimedOnDevice(
  ctx: Ctx,
  user: UserRow,
  device: string,
  activityId = GIFT_PACK_ID,
): boolean {
  const devices = [...new Set([device, user.reg_device].filter((d): d is string => !!d))];
  const marks = devices.map(() => '?').join(', ');
  return !!ctx.db
    .prepare(
      `SELECT 1 FROM activity_events e JOIN users u ON u.id = e.user_id
       WHERE e.activity_id = ? AND e.kind = 'claim' AND e.user_id != ?
         AND (json_extract(e.data, '$.device') IN (${marks}) OR u.reg_device IN (${marks})) LIMIT 1`,
    )
    .get(activityId, user.id, ...devices, ...devices);
}
