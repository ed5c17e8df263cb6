import { useCallback, useState } from 'react';
import { useTranslation } from '@app/shared/i18n';
import type { Claim } from '@app/shared/api/promotion';
import { formatMoney } from '@app/shared/rules';
import { LoadingState, useServerAction } from '@app/shared/ui';
import { promotionQueries } from '@app/shared/api/promotion';
import { useQuery, useQueryClient } from '@app/shared/client';
import { ClaimButton } from '../../components/claim-button';
import { HistoryList } from '../../components/history-list';
import { JoinButton } from '../../components/join-button';
import { OutcomeText } from '../../components/outcome-text';
import ui from '../../components/ui.module.css';
import { NS } from '../../i18n/namespace';
import type { MechanicProps } from '../../lib/mechanic-props';
import { claimActivity } from '@app/shared/api/promotion';
import { creditWallet, useMemberName } from '../../lib/use-member';
import { useFailureText } from '../../lib/failure-text';
import styles from './gift-box.module.css';

/** One claim per user action (R8); the panel says a refusal in its own words (quiet). */
const claimQuiet = (idempotencyKey: string, activityId: number) =>
  claimActivity(activityId, { quiet: true, idempotencyKey });

/** Gift box: opened once per member; the server decides what is inside. */
export function GiftBoxPanel({ activityId }: MechanicProps) {
  const { t } = useTranslation(NS);
  const user = useMemberName();
  const client = useQueryClient();
  const [prize, setPrize] = useState<number | null>(null);
  const pack = useQuery(promotionQueries.giftPack(user ?? 'guest'));
  const record = useQuery({
    ...promotionQueries.record(user ?? '', activityId ?? 0),
    enabled: !!user && !!activityId,
  });
  const refresh = useCallback(() => {
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

  const opened = prize !== null || (!!user && pack.data?.status === 0);
  const state = opened ? 'open' : 'closed';

  return (
    <section className={ui.panel} data-testid="mechanic-gift-box" aria-labelledby="gift-title">
      <h2 className={ui.panelTitle} id="gift-title">
        {t('gift.title')}
      </h2>
      <div className={styles.stage} data-state={state}>
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
              : pack.data?.amount
                ? t('gift.upTo', { amount: formatMoney(pack.data.amount) })
                : t('gift.surprise')}
        </p>
      </div>
      {pack.isPending ? <LoadingState label={t('loading')} /> : null}
      {!user ? (
        <JoinButton />
      ) : opened ? null : (
        <ClaimButton
          data-testid="open-gift"
          disabled={open.busy || !activityId || pack.isPending}
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
