import type { FastifyInstance } from 'fastify';
import type { Ctx } from '../context';
import { ok } from '../envelope';
import { obj, query } from '../http/schema-kit';
import { sweepCashier } from '../cashier/sweep';
import {
  moveWithdrawal,
  pendingWithdrawals,
  withdrawalView,
  type WithdrawalStatus,
} from '../cashier/withdrawals';
import { requireUser, type UserRow } from '../users';

const O = '/api/operator/withdrawals';

function audit(ctx: Ctx, admin: UserRow, action: string, detail: unknown): void {
  ctx.db
    .prepare(
      'INSERT INTO operator_audit (user_name, action, detail, created_at) VALUES (?, ?, ?, ?)',
    )
    .run(admin.user_name, action, JSON.stringify(detail), Date.now());
}

/** The super admin's review of withdrawals (issue 50 #5): approve sends to payout, reject returns the money. */
export function registerCashierOperatorRoutes(app: FastifyInstance, ctx: Ctx): void {
  const admin = (req: Parameters<typeof requireUser>[1]) => {
    sweepCashier(ctx);
    return requireUser(ctx, req, ['superAdmin']);
  };

  app.get(
    O,
    { schema: { querystring: query({ status: { enum: ['', 'pending', 'processing'] } }) } },
    async (req) => {
      admin(req);
      const status = (req.query as { status?: WithdrawalStatus }).status;
      const rows = pendingWithdrawals(ctx, status ? [status] : ['pending', 'processing']);
      return ok(
        rows.map((r) => ({
          ...withdrawalView(r),
          userName: r.user_name,
          currency: r.reg_currency,
        })),
      );
    },
  );

  app.post(
    `${O}/approve`,
    { schema: { body: obj({ id: { type: 'integer', minimum: 1 } }, ['id']) } },
    async (req) => {
      const user = admin(req);
      const id = (req.body as { id: number }).id;
      const view = moveWithdrawal(ctx, id, ['pending'], 'processing', `admin:${user.user_name}`);
      audit(ctx, user, 'withdrawal.approve', {
        id,
        reference: view.reference,
        amount: view.amount,
      });
      return ok(view);
    },
  );

  app.post(
    `${O}/reject`,
    {
      schema: {
        body: obj(
          {
            id: { type: 'integer', minimum: 1 },
            reason: { type: 'string', minLength: 2, maxLength: 200 },
          },
          ['id', 'reason'],
        ),
      },
    },
    async (req) => {
      const user = admin(req);
      const { id, reason } = req.body as { id: number; reason: string };
      const view = moveWithdrawal(
        ctx,
        id,
        ['pending', 'processing'],
        'rejected',
        `admin:${user.user_name}`,
        reason.trim(),
      );
      audit(ctx, user, 'withdrawal.reject', {
        id,
        reference: view.reference,
        reason: reason.trim(),
      });
      return ok(view);
    },
  );
}
