import { useCallback, useState } from 'react';
import { useTranslation } from '@app/shared/i18n';
import type { Claim } from '@app/shared/api/promotion';
import { formatMoney } from '@app/shared/rules';
import { LoadingState, useServerAction } from '@app/shared/ui';
import { claimActivity, promotionQueries } from '@app/shared/api/promotion';
import { useQuery, useQueryClient } from '@app/shared/client';
import { useAppStore } from '@app/shared/store';
import { ClaimButton } from '../../components/claim-button';
import { HistoryList } from '../../components/history-list';
import { JoinButton } from '../../components/join-button';
import { OutcomeText } from '../../components/outcome-text';
import ui from '../../components/ui.module.css';
import { NS } from '../../i18n/namespace';
import type { MechanicProps } from '../../lib/mechanic-props';
import { creditWallet, useMemberName } from '../../lib/use-member';
import { useFailureText } from '../../lib/failure-text';
import { refusalText } from '../../lib/refusal-text';
import styles from './gift-box.module.css';

/** One claim per user action (R8); the panel says a refusal in its own words (quiet). */
const claimQuiet = (idempotencyKey: string, activityId: number) =>
  claimActivity(activityId, { quiet: true, idempotencyKey });

/**
 * Gift box: opened under the page's own activity rules (issue 53 #4). The server says whether this
 * member may open it and, if not, why; the panel says so in plain words instead of a button.
 */
export function GiftBoxPanel({ activityId, bonus }: MechanicProps) {
  const { t } = useTranslation(NS);
  const language = useAppStore((s) => s.language);
  const user = useMemberName();
  const client = useQueryClient();
  const [prize, setPrize] = useState<number | null>(null);
  const eligibility = useQuery({
    ...promotionQueries.eligibility(user ?? '', activityId ?? 0),
    enabled: !!user && !!activityId,
  });
  const record = useQuery({
    ...promotionQueries.record(user ?? '', activityId ?? 0),
    enabled: !!user && !!activityId,
  });
  const refresh = useCallback(() => {
    void client.invalidateQueries({ queryKey: ['promotion', 'eligibility', user ?? ''] });
    // the host's new-member gift dialog reads the pack's state
    void client.invalidateQueries({ queryKey: ['promotion', 'gift-pack'] });
    void client.invalidateQueries({ queryKey: ['promotion', 'record', user ?? ''] });
  }, [client, user]);
  const onSuccess = useCallback(
    (res: Claim) => {
      setPrize(res.amount);
      creditWallet(res.balance);
      refresh();
      return t('gift.opened', { amount: formatMoney(res.amount) });
    },
    [refresh, t],
  );
  const open = useServerAction('gift', claimQuiet, {
    failureText: useFailureText('open'),
    onSuccess,
    onRefused: refresh,
  });

  const data = user ? eligibility.data : undefined;
  const opened = prize !== null || !!data?.claimed;
  const refusal = !opened && data && !data.eligible ? data.refusal : null;
  const amount = data?.amount ?? bonus;
  const checking = !!user && !!activityId && eligibility.isPending;

  return (
    <section className={ui.panel} data-testid="mechanic-gift-box" aria-labelledby="gift-title">
      <h2 className={ui.panelTitle} id="gift-title">
        {t('gift.title')}
      </h2>
      <div className={styles.stage} data-state={opened ? 'open' : 'closed'}>
        <div className={styles.box} aria-hidden="true">
          <span className={styles.lid} />
          <span className={styles.body} />
          <span className={styles.ribbon} />
          <span className={styles.burst} />
        </div>
        <p className={styles.caption} data-testid="gift-state">
          {prize !== null
            ? `+${formatMoney(prize)}`
            : opened
              ? t('gift.alreadyOpen')
              : amount
                ? t('gift.upTo', { amount: formatMoney(amount) })
                : t('gift.surprise')}
        </p>
      </div>
      {checking ? <LoadingState label={t('loading')} /> : null}
      {refusal && refusal.reason !== 'claimed' ? (
        <p className={ui.note} role="note" data-testid="gift-refusal" data-reason={refusal.reason}>
          {refusalText(t, refusal, language)}
        </p>
      ) : null}
      {!user ? (
        <JoinButton />
      ) : opened || refusal ? null : (
        <ClaimButton
          data-testid="open-gift"
          disabled={open.busy || !activityId || checking}
          onClick={() => void open.start(activityId ?? 0)}
        >
          {open.busy ? t('cta.busy') : t('gift.open')}
        </ClaimButton>
      )}
      <OutcomeText outcome={open.outcome} />
      {user && record.data ? <HistoryList rows={record.data} /> : null}
    </section>
  );
}
