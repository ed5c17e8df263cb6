import { useCallback } from 'react';
import { useTranslation } from '@app/shared/i18n';
import type { Claim } from '@app/shared/api/promotion';
import { formatMoney } from '@app/shared/rules';
import { LoadingState, useServerAction } from '@app/shared/ui';
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
import { HistoryList } from '../../components/history-list';
import { ladderState } from './tiers';
import styles from './progress.module.css';

/** One claim per user action (R8); the panel says a refusal in its own words (quiet). */
const claimQuiet = (idempotencyKey: string, activityId: number) =>
  claimActivity(activityId, { quiet: true, idempotencyKey });

/** Progress / turnover targets: how far the member is, what is claimable now, claim, history. */
export function ProgressPanel({ activityId }: MechanicProps) {
  const { t } = useTranslation(NS);
  const user = useMemberName();
  const client = useQueryClient();
  const id = activityId ?? 0;
  // a guest gets the tiers too (nothing counted), so the page shows what it pays before the login
  const total = useQuery({
    ...promotionQueries.betTotal(user ?? '', id),
    enabled: !!activityId,
  });
  const record = useQuery({
    ...promotionQueries.record(user ?? '', id),
    enabled: !!user && !!activityId,
  });
  const refresh = useCallback(() => {
    void client.invalidateQueries({ queryKey: ['promotion', 'record', user ?? ''] });
    void client.invalidateQueries({ queryKey: ['promotion', 'bet-total', user ?? ''] });
  }, [client, user]);
  const onSuccess = useCallback(
    (res: Claim) => {
      creditWallet(res.balance);
      refresh();
      return t('progress.claimed', { amount: formatMoney(res.amount) });
    },
    [refresh, t],
  );
  const claim = useServerAction('tier', claimQuiet, {
    failureText: useFailureText('claim'),
    onSuccess,
    onRefused: refresh,
  });

  const claimed = (record.data ?? []).filter((r) => r.kind === 'claim').length;
  const turnover = total.data?.betTotal ?? 0;
  const deposits = total.data?.measure === 'deposit';
  const tiers = total.data?.tiers ?? [];
  const ladder = ladderState(turnover, tiers, claimed);
  const loading = !!activityId && (total.isPending || (!!user && record.isPending));

  return (
    <section className={ui.panel} data-testid="mechanic-progress" aria-labelledby="progress-title">
      <div className={ui.panelHead}>
        <h2 className={ui.panelTitle} id="progress-title">
          {t('progress.title')}
        </h2>
        {user && !loading ? (
          <span className={ui.muted} data-testid="turnover">
            {t(deposits ? 'progress.deposits' : 'progress.turnover', {
              amount: formatMoney(turnover),
            })}
          </span>
        ) : null}
      </div>
      {loading ? <LoadingState label={t('loading')} /> : null}
      {user && !loading && tiers.length ? (
        <div className={styles.meterBox}>
          <div
            className={ui.meter}
            role="progressbar"
            aria-label={t('progress.toNext')}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={Math.round(ladder.percent)}
          >
            <span className={ui.meterFill} style={{ width: `${ladder.percent}%` }} />
          </div>
          <p className={ui.muted}>
            {ladder.next === -1
              ? t('progress.allReached')
              : t('progress.remaining', { amount: formatMoney(ladder.remaining) })}
          </p>
        </div>
      ) : null}
      <ol className={styles.tiers}>
        {tiers.map((tier, i) => {
          const status = user ? ladder.statuses[i] : 'locked';
          return (
            <li key={tier.target} className={styles.tier} data-status={status}>
              <span className={styles.step}>{i + 1}</span>
              <span className={styles.tierText}>
                <strong>{formatMoney(tier.reward)}</strong>
                <span className={ui.muted}>
                  {t(deposits ? 'progress.depositTarget' : 'progress.target', {
                    amount: formatMoney(tier.target),
                  })}
                </span>
              </span>
              {status === 'claimable' && activityId ? (
                <ClaimButton
                  disabled={claim.busy}
                  aria-busy={claim.busy}
                  onClick={() => void claim.start(activityId)}
                >
                  {claim.busy ? t('cta.busy') : t('cta.claim')}
                </ClaimButton>
              ) : (
                <span className={styles.badge}>
                  {status === 'claimed' ? t('progress.done') : t('progress.locked')}
                </span>
              )}
            </li>
          );
        })}
      </ol>
      <OutcomeText outcome={claim.outcome} />
      {user ? <HistoryList rows={record.data ?? []} /> : <JoinButton />}
    </section>
  );
}
