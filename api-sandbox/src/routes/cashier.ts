import type { FastifyInstance } from 'fastify';
import { Codes } from '../codes';
import type { Ctx } from '../context';
import { ok } from '../envelope';
import { BizError, illegal } from '../errors';
import { obj, qId, qStr, query, type Schema } from '../http/schema-kit';
import { verifyPassword } from '../password';
import { PERIODS, type Period } from '../rg/limits';
import {
  accountView,
  addAccount,
  listAccounts,
  maskName,
  profileOf,
  removeAccount,
  setPin,
  assertPin,
} from '../cashier/accounts';
import { depositLimitViews, setDepositLimit } from '../cashier/deposit-limits';
import {
  closeDeposit,
  confirmDeposit,
  createDeposit,
  depositById,
  depositByRef,
  depositView,
} from '../cashier/deposits';
import {
  HISTORY_STATUSES,
  HISTORY_TYPES,
  historyDetail,
  historyOf,
  type HistoryType,
} from '../cashier/history';
import { banksOf, marketOf, methodsOf } from '../cashier/methods';
import { verifyNotification } from '../cashier/notify';
import { sweepCashier } from '../cashier/sweep';
import { createWithdrawal, moveWithdrawal, withdrawInfo } from '../cashier/withdrawals';
import { requireUser } from '../users';

const C = '/api/cashier';
const money: Schema = { type: 'integer', minimum: 1, maximum: 1_000_000_000_000 };
const rowId: Schema = { type: 'integer', minimum: 1 };
const pin: Schema = { type: 'string', pattern: '^\\d{6}$' };

/** The member's cashier (issue 50). Every read first lets the stand-in provider catch up. */
export function registerCashierRoutes(app: FastifyInstance, ctx: Ctx): void {
  const member = (req: Parameters<typeof requireUser>[1]) => {
    sweepCashier(ctx);
    return requireUser(ctx, req);
  };

  app.get(`${C}/methods`, async (req) => {
    const user = member(req);
    const market = marketOf(user.reg_currency);
    return ok({
      market,
      currency: user.reg_currency,
      methods: methodsOf(market),
      banks: banksOf(market).map(({ code, name }) => ({ code, name })),
      depositLimits: depositLimitViews(ctx, user.id),
    });
  });

  app.post(
    `${C}/deposit/create`,
    {
      schema: {
        body: obj(
          {
            method: { type: 'string', maxLength: 20 },
            amount: money,
            bankCode: { type: 'string', maxLength: 10 },
          },
          ['method', 'amount'],
        ),
      },
    },
    async (req) => {
      const user = member(req);
      const b = req.body as { method: string; amount: number; bankCode?: string };
      return ok(createDeposit(ctx, user, b));
    },
  );

  app.get(`${C}/deposit/get`, { schema: { querystring: query({ id: qId }) } }, async (req) => {
    const user = member(req);
    const row = depositById(ctx, Number((req.query as { id?: string }).id));
    if (!row || row.user_id !== user.id) throw new BizError(Codes.NOT_FOUND, 'Deposit not found');
    return ok(depositView(row));
  });

  app.post(`${C}/deposit/cancel`, { schema: { body: obj({ id: rowId }, ['id']) } }, async (req) => {
    const user = member(req);
    const row = depositById(ctx, (req.body as { id: number }).id);
    if (!row || row.user_id !== user.id) throw new BizError(Codes.NOT_FOUND, 'Deposit not found');
    return ok(closeDeposit(ctx, row, 'cancelled', 'member', null));
  });

  app.get(`${C}/withdraw/info`, async (req) => {
    const user = member(req);
    const profile = profileOf(ctx, user.id);
    return ok({
      ...withdrawInfo(ctx, user),
      pinSet: profile.pin_hash !== null,
      realName: profile.real_name ? maskName(profile.real_name) : null,
      accounts: listAccounts(ctx, user.id).map((a) => accountView(ctx, a, user.reg_currency)),
      banks: banksOf(marketOf(user.reg_currency)).map(({ code, name }) => ({ code, name })),
    });
  });

  app.post(
    `${C}/account/add`,
    {
      schema: {
        body: obj(
          {
            kind: { enum: ['bank', 'usdt'] },
            bankCode: { type: 'string', maxLength: 10 },
            number: { type: 'string', minLength: 6, maxLength: 40 },
            holder: { type: 'string', minLength: 2, maxLength: 80 },
          },
          ['kind', 'number', 'holder'],
        ),
      },
    },
    async (req) => {
      const user = member(req);
      const row = addAccount(ctx, user, req.body as Parameters<typeof addAccount>[2]);
      return ok(accountView(ctx, row, user.reg_currency));
    },
  );

  app.post(`${C}/account/remove`, { schema: { body: obj({ id: rowId }, ['id']) } }, async (req) => {
    const user = member(req);
    removeAccount(ctx, user.id, (req.body as { id: number }).id);
    return ok(true);
  });

  /** Sets (or changes) the withdrawal PIN: the login password proves it is the member. */
  app.post(
    `${C}/pin`,
    {
      schema: {
        body: obj({ pin, loginPassword: { type: 'string', minLength: 1, maxLength: 100 } }, [
          'pin',
          'loginPassword',
        ]),
      },
    },
    async (req) => {
      const user = member(req);
      const b = req.body as { pin: string; loginPassword: string };
      if (!(await verifyPassword(b.loginPassword, user.password_hash)))
        throw new BizError(Codes.WRONG_CREDENTIALS, 'The login password is wrong');
      setPin(ctx, user.id, b.pin);
      return ok({ pinSet: true });
    },
  );

  app.post(
    `${C}/withdraw/create`,
    {
      schema: {
        body: obj({ accountId: rowId, amount: money, pin }, ['accountId', 'amount', 'pin']),
      },
    },
    async (req) => {
      const user = member(req);
      const b = req.body as { accountId: number; amount: number; pin: string };
      assertPin(ctx, user.id, b.pin);
      return ok(createWithdrawal(ctx, user, b));
    },
  );

  app.post(
    `${C}/withdraw/cancel`,
    { schema: { body: obj({ id: rowId }, ['id']) } },
    async (req) => {
      const user = member(req);
      return ok(
        moveWithdrawal(
          ctx,
          (req.body as { id: number }).id,
          ['pending'],
          'cancelled',
          'member',
          null,
          user.id,
        ),
      );
    },
  );

  app.get(
    `${C}/history`,
    {
      schema: {
        querystring: query({
          type: { enum: ['', ...HISTORY_TYPES] },
          status: { enum: ['', ...HISTORY_STATUSES] },
          from: qId,
          to: qId,
          current: qId,
          size: qId,
        }),
      },
    },
    async (req) => {
      const user = member(req);
      const q = req.query as Record<string, string | undefined>;
      return ok(
        historyOf(ctx, user.id, {
          type: (q.type || undefined) as HistoryType | undefined,
          status: q.status || undefined,
          from: q.from ? Number(q.from) : undefined,
          to: q.to ? Number(q.to) : undefined,
          current: Math.max(1, Number(q.current) || 1),
          size: Math.min(100, Math.max(1, Number(q.size) || 20)),
        }),
      );
    },
  );

  app.get(
    `${C}/history/detail`,
    { schema: { querystring: query({ id: { type: 'string', pattern: '^[DW]\\d{1,18}$' } }) } },
    async (req) => {
      const user = member(req);
      const id = (req.query as { id?: string }).id;
      if (!id) throw illegal('id is required');
      return ok(historyDetail(ctx, user.id, id));
    },
  );

  app.get(`${C}/depositLimit`, async (req) => ok(depositLimitViews(ctx, member(req).id)));

  app.post(
    `${C}/depositLimit`,
    {
      schema: {
        body: obj(
          {
            period: { enum: PERIODS },
            amount: { type: ['integer', 'null'], minimum: 1, maximum: 1_000_000_000_000 },
          },
          ['period', 'amount'],
        ),
      },
    },
    async (req) => {
      const user = member(req);
      const b = req.body as { period: Period; amount: number | null };
      setDepositLimit(ctx, user.id, b.period, b.amount);
      return ok(depositLimitViews(ctx, user.id));
    },
  );

  /** The payment provider's webhook: a signed "paid" or "failed" for a reference. */
  app.post(
    `${C}/notify`,
    {
      schema: {
        body: obj(
          {
            reference: qStr(20),
            amount: money,
            status: { enum: ['paid', 'failed'] },
            signature: { type: 'string', maxLength: 128 },
          },
          ['reference', 'amount', 'status', 'signature'],
        ),
      },
    },
    async (req) => {
      const n = req.body as {
        reference: string;
        amount: number;
        status: 'paid' | 'failed';
        signature: string;
      };
      if (!verifyNotification(ctx, n)) throw new BizError(Codes.FORBIDDEN, 'Bad signature');
      const row = depositByRef(ctx, n.reference);
      if (!row || row.amount !== n.amount)
        throw illegal('no pending deposit of that reference and amount');
      if (n.status === 'paid') return ok(confirmDeposit(ctx, n.reference, 'provider'));
      if (row.status !== 'pending') return ok({ outcome: 'already', deposit: depositView(row) });
      return ok({
        outcome: 'failed',
        deposit: closeDeposit(ctx, row, 'failed', 'provider', 'provider-failed'),
      });
    },
  );
}
