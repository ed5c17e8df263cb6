import type { Ctx } from '../context';

export type Subject = 'deposit' | 'withdrawal' | 'account' | 'deposit-limit' | 'pin';

/** One row per state change; callers write it inside the transaction of the change. */
export function cashierAudit(
  ctx: Ctx,
  row: {
    userId: number;
    subject: Subject;
    subjectId: number;
    from: string | null;
    to: string;
    actor: string;
    detail?: string;
  },
): void {
  ctx.db
    .prepare(
      `INSERT INTO cashier_audit (user_id, subject, subject_id, from_status, to_status, actor, detail, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(
      row.userId,
      row.subject,
      row.subjectId,
      row.from,
      row.to,
      row.actor,
      row.detail ?? '',
      ctx.clock.now(),
    );
}

export interface TimelineEntry {
  from: string | null;
  to: string;
  actor: string;
  detail: string;
  at: number;
}

export function timelineOf(ctx: Ctx, subject: Subject, subjectId: number): TimelineEntry[] {
  const rows = ctx.db
    .prepare(
      'SELECT from_status, to_status, actor, detail, created_at FROM cashier_audit WHERE subject = ? AND subject_id = ? ORDER BY id',
    )
    .all(subject, subjectId) as {
    from_status: string | null;
    to_status: string;
    actor: string;
    detail: string;
    created_at: number;
  }[];
  return rows.map((r) => ({
    from: r.from_status,
    to: r.to_status,
    actor: r.actor,
    detail: r.detail,
    at: r.created_at,
  }));
}
