import type { Ctx } from '../context';

/** limit | limit-applied | reality-check | exclusion */
export type AuditAction = 'limit' | 'limit-applied' | 'reality-check' | 'exclusion';

/** Writes one audit row; callers run it in the transaction of the change it records. */
export function audit(
  ctx: Ctx,
  userId: number,
  action: AuditAction,
  detail: Record<string, unknown>,
  at: number,
): void {
  ctx.db
    .prepare('INSERT INTO rg_audit (user_id, action, detail, created_at) VALUES (?, ?, ?, ?)')
    .run(userId, action, JSON.stringify(detail), at);
}

const AUDIT_PAGE = 200;

/** The caller's audit rows, newest first (the last AUDIT_PAGE). */
export function auditOf(ctx: Ctx, userId: number) {
  const rows = ctx.db
    .prepare('SELECT * FROM rg_audit WHERE user_id = ? ORDER BY id DESC LIMIT ?')
    .all(userId, AUDIT_PAGE) as {
    id: number;
    action: string;
    detail: string;
    created_at: number;
  }[];
  return rows.map((r) => ({
    id: r.id,
    action: r.action,
    detail: JSON.parse(r.detail) as Record<string, unknown>,
    createdAt: r.created_at,
  }));
}
