import { useCallback } from 'react';
import { useTranslation } from '@app/shared/i18n';
import type { Claim } from '@app/shared/api/promotion';
import { formatMoney } from '@app/shared/rules';
import { LoadingState, MessageState, useServerAction } from '@app/shared/ui';
import { promotionQueries } from '@app/shared/api/promotion';
import { useQuery, useQueryClient } from '@app/shared/client';
import { ClaimButton } from '../../components/claim-button';
import { JoinButton } from '../../components/join-button';
import { OutcomeText } from '../../components/outcome-text';
import ui from '../../components/ui.module.css';
import { NS } from '../../i18n/namespace';
import type { MechanicProps } from '../../lib/mechanic-props';
import { claimActivity } from '@app/shared/api/promotion';
import { creditWallet, useMemberName } from '../../lib/use-member';
import { useFailureText } from '../../lib/failure-text';

/** One claim per user action (R8); the panel says a refusal in its own words (quiet). */
const claimQuiet = (idempotencyKey: string, activityId: number) =>
  claimActivity(activityId, { quiet: true, idempotencyKey });

const percent = (rate: number) =>
  `${(rate * 100).toLocaleString('en', { maximumFractionDigits: 2 })}%`;

/** Rebate / cashback: the rate, settled stakes since the last claim, the amount due, claim. */
export function RebatePanel({ activityId }: MechanicProps) {
  const { t } = useTranslation(NS);
  const user = useMemberName();
  const client = useQueryClient();
  const detail = useQuery({ ...promotionQueries.cashback(user ?? ''), enabled: !!user });
  const refresh = useCallback(
    () => void client.invalidateQueries({ queryKey: ['promotion', 'cashback', user ?? ''] }),
    [client, user],
  );
  const onSuccess = useCallback(
    (res: Claim) => {
      creditWallet(res.balance);
      refresh();
      return t('rebate.claimed', { amount: formatMoney(res.amount) });
    },
    [refresh, t],
  );
  const claim = useServerAction('rebate', claimQuiet, {
    failureText: useFailureText('rebate'),
    onSuccess,
    onRefused: refresh,
  });

  const head = (
    <h2 className={ui.panelTitle} id="rebate-title">
      {t('rebate.title')}
    </h2>
  );
  if (!user) {
    return (
      <section className={ui.panel} data-testid="mechanic-rebate" aria-labelledby="rebate-title">
        {head}
        <p className={ui.muted}>{t('rebate.guest')}</p>
        <JoinButton />
      </section>
    );
  }
  if (detail.isPending) return <LoadingState label={t('loading')} />;
  if (detail.isError)
    return (
      <MessageState
        role="alert"
        title={t('error')}
        actionLabel="↻"
        onAction={() => void detail.refetch()}
      />
    );
  const d = detail.data;
  const id = activityId ?? (typeof d.activityId === 'number' ? d.activityId : null);

  return (
    <section className={ui.panel} data-testid="mechanic-rebate" aria-labelledby="rebate-title">
      {head}
      <div className={ui.stats}>
        <div className={ui.stat}>
          <span className={ui.statLabel}>{t('rebate.rate')}</span>
          <span className={ui.statValue}>
            {typeof d.rate === 'number' ? percent(d.rate) : '--'}
          </span>
        </div>
        <div className={ui.stat}>
          <span className={ui.statLabel}>{t('rebate.stakes')}</span>
          <span className={ui.statValue}>{formatMoney(d.betAmount ?? 0)}</span>
        </div>
        <div className={ui.stat}>
          <span className={ui.statLabel}>{t('rebate.due')}</span>
          <span className={ui.statValue} data-testid="rebate-due">
            {formatMoney(d.cashback)}
          </span>
        </div>
      </div>
      <ClaimButton
        disabled={claim.busy || !id || d.claimable === false}
        onClick={() => void claim.start(id ?? 0)}
      >
        {claim.busy ? t('cta.busy') : d.claimable === false ? t('rebate.nothing') : t('cta.claim')}
      </ClaimButton>
      <OutcomeText outcome={claim.outcome} />
    </section>
  );
}
