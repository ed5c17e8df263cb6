import { useState } from 'react';
import { ApiError } from '@app/shared/client';
import { useTranslation } from '@app/shared/i18n';
import { formatMoney, maskString } from '@app/shared/rules';
import { useAppStore } from '@app/shared/store';
import { QueryStateView } from '@app/shared/ui';
import ui from '../../../components/ui.module.css';
import { NS } from '../../../i18n/namespace';
import { displayCurrency } from '../../../lib/currency';
import { formatDateTime } from '../../../lib/locale';
import type { ReviewWithdrawal } from '../api/withdrawals-api';
import {
  useApproveWithdrawal,
  useRejectWithdrawal,
  useReviewWithdrawals,
} from '../api/use-operator';
import { ConfirmBar } from './confirm-bar';
import { RejectForm } from './reject-form';
import styles from './console.module.css';

const STATUS_KEY = {
  pending: 'console.withdrawals.pending',
  processing: 'console.withdrawals.processing',
} as const;

/** A refusal from the server is already in the UI language; anything else gets our own words. */
const failureText = (error: unknown, fallback: string) =>
  error instanceof ApiError && error.kind === 'business' && error.message
    ? error.message
    : fallback;

export const accountText = (w: ReviewWithdrawal) =>
  `${w.account.bankName ?? 'USDT TRC-20'} · ${w.account.number} · ${w.account.holder}`;

type Step = { id: number; action: 'approve' | 'reject' } | null;

/**
 * Withdrawals waiting for the operator (issue 50): approve sends one to the payout provider
 * (processing, then paid), reject returns the money to the member with the reason they will read.
 */
export function WithdrawalsPanel() {
  const { t } = useTranslation(NS);
  const language = useAppStore((s) => s.language);
  const queue = useReviewWithdrawals();
  const approve = useApproveWithdrawal();
  const reject = useRejectWithdrawal();
  const [step, setStep] = useState<Step>(null);
  const [done, setDone] = useState<string | null>(null);
  const failed = approve.error ?? reject.error;
  const open = (id: number, action: 'approve' | 'reject') => {
    approve.reset();
    reject.reset();
    setDone(null);
    setStep({ id, action });
  };
  return (
    <section className={ui.panel} aria-labelledby="withdrawals-title">
      <div className={ui.panelHead}>
        <h2 id="withdrawals-title" className={ui.panelTitle}>
          {t('console.withdrawals.title')}
        </h2>
        <p className={styles.sub}>{t('console.withdrawals.lead')}</p>
      </div>
      {done ? (
        <p className={ui.ok} role="status" data-testid="withdrawal-decided">
          {done}
        </p>
      ) : null}
      {failed ? (
        <p className={ui.fail} role="alert">
          {failureText(failed, t('console.saveFailed'))}
        </p>
      ) : null}
      <QueryStateView
        query={queue}
        isEmpty={(d) => d.length === 0}
        emptyTitle={t('console.withdrawals.empty')}
      >
        {(rows) => (
          <ul className={ui.list} data-testid="withdrawal-queue">
            {rows.map((w) => {
              const amount = `${formatMoney(w.amount)} ${displayCurrency(w.currency)}`;
              const member = maskString(w.userName);
              return (
                <li
                  key={w.id}
                  className={`${ui.row} ${styles.review}`}
                  data-reference={w.reference}
                  data-status={w.status}
                >
                  <div className={styles.reviewMain}>
                    <strong>{amount}</strong>
                    <span className={styles.sub}>
                      {t('console.withdrawals.member', { member })} ·{' '}
                      {formatDateTime(w.createdAt, language)}
                    </span>
                    <span className={styles.sub}>{accountText(w)}</span>
                    <span className={styles.sub}>
                      {t('console.withdrawals.reference', { reference: w.reference })}
                    </span>
                  </div>
                  <div className={styles.reviewSide}>
                    <span
                      className={`${styles.state} ${w.status === 'processing' ? styles.stateGo : ''}`}
                    >
                      {t(STATUS_KEY[w.status])}
                    </span>
                    {w.status === 'pending' ? (
                      <button
                        type="button"
                        className={ui.primary}
                        onClick={() => open(w.id, 'approve')}
                        aria-label={t('console.withdrawals.approveOne', { amount, member })}
                      >
                        {t('console.withdrawals.approve')}
                      </button>
                    ) : null}
                    <button
                      type="button"
                      className={ui.danger}
                      onClick={() => open(w.id, 'reject')}
                      aria-label={t('console.withdrawals.rejectOne', { amount, member })}
                    >
                      {t('console.withdrawals.reject')}
                    </button>
                  </div>
                  {step?.id === w.id && step.action === 'approve' ? (
                    <ConfirmBar
                      message={t('console.withdrawals.confirmApprove', { amount, member })}
                      busy={approve.isPending}
                      onCancel={() => setStep(null)}
                      onConfirm={() =>
                        approve.mutate(
                          { id: w.id },
                          {
                            onSuccess: () => setDone(t('console.withdrawals.approved', { amount })),
                            onSettled: () => setStep(null),
                          },
                        )
                      }
                    />
                  ) : null}
                  {step?.id === w.id && step.action === 'reject' ? (
                    <RejectForm
                      message={t('console.withdrawals.confirmReject', { amount, member })}
                      busy={reject.isPending}
                      onCancel={() => setStep(null)}
                      onReject={(reason) =>
                        reject.mutate(
                          { id: w.id, reason },
                          {
                            onSuccess: () => setDone(t('console.withdrawals.rejected', { amount })),
                            onSettled: () => setStep(null),
                          },
                        )
                      }
                    />
                  ) : null}
                </li>
              );
            })}
          </ul>
        )}
      </QueryStateView>
    </section>
  );
}
