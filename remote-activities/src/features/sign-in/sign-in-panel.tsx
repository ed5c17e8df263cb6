import { useCallback } from 'react';
import { useTranslation } from '@app/shared/i18n';
import { type Claim, promotionQueries } from '@app/shared/api/promotion';
import { serverClock, useQuery, useQueryClient } from '@app/shared/client';
import { formatMoney, formatMoneyCompact, formatWeekday, todayKey } from '@app/shared/rules';
import { LoadingState, useServerAction } from '@app/shared/ui';
import { useAppStore } from '@app/shared/store';
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
import { signedDays, streak, weekOf } from './calendar';
import styles from './sign-in.module.css';

/** One claim per user action (R8); the panel says a refusal in its own words (quiet). */
const claimQuiet = (idempotencyKey: string, activityId: number) =>
  claimActivity(activityId, { quiet: true, idempotencyKey });

/** Daily check-in: this week's calendar by the server's day, one check-in per day. */
export function SignInPanel({ activityId, bonus }: MechanicProps) {
  const { t } = useTranslation(NS);
  const language = useAppStore((s) => s.language);
  const user = useMemberName();
  const client = useQueryClient();
  const record = useQuery({
    ...promotionQueries.record(user ?? '', activityId ?? 0),
    enabled: !!user && !!activityId,
  });
  const refresh = useCallback(
    () => void client.invalidateQueries({ queryKey: ['promotion', 'record', user ?? ''] }),
    [client, user],
  );
  const onSuccess = useCallback(
    (res: Claim) => {
      creditWallet(res.balance);
      refresh();
      return t('sign.done', { amount: formatMoney(res.amount) });
    },
    [refresh, t],
  );
  const sign = useServerAction('sign', claimQuiet, {
    failureText: useFailureText('sign'),
    onSuccess,
    onRefused: refresh,
  });

  const now = serverClock();
  const signed = signedDays(record.data ?? []);
  const week = weekOf(now, signed);
  const signedToday = signed.has(todayKey(now));
  // a day's `at` is its key's UTC midnight (calendar.ts): its weekday is read in UTC
  const weekday = (at: number) => formatWeekday(at, language, 'UTC');

  return (
    <section className={ui.panel} data-testid="mechanic-sign-in" aria-labelledby="sign-title">
      <div className={ui.panelHead}>
        <h2 className={ui.panelTitle} id="sign-title">
          {t('sign.title')}
        </h2>
        {user && record.data ? (
          <span className={ui.muted} data-testid="streak">
            {t('sign.streak', { count: streak(now, signed) })}
          </span>
        ) : null}
      </div>
      {user && record.isPending ? <LoadingState label={t('loading')} /> : null}
      <ol className={styles.week} aria-label={t('sign.week')}>
        {week.map((d) => (
          <li
            key={d.key}
            className={styles.day}
            data-status={user ? d.status : 'upcoming'}
            data-day={d.key}
          >
            <span className={styles.weekday}>{weekday(d.at)}</span>
            <span className={styles.mark} aria-hidden="true">
              {d.status === 'signed' ? '✓' : Number(d.key.slice(8))}
            </span>
            <span
              className={styles.reward}
              data-testid="day-reward"
              title={bonus ? `+${formatMoney(bonus)}` : undefined}
            >
              {bonus ? `+${formatMoneyCompact(bonus)}` : ''}
            </span>
            <span className={styles.srOnly}>
              {d.status === 'signed'
                ? t('sign.signed')
                : d.status === 'today'
                  ? t('sign.today')
                  : ''}
            </span>
          </li>
        ))}
      </ol>
      {user ? (
        <ClaimButton
          data-testid="sign-in-today"
          disabled={!activityId || sign.busy || record.isPending || signedToday}
          aria-busy={sign.busy}
          onClick={() => void sign.start(activityId ?? 0)}
        >
          {sign.busy ? t('cta.busy') : signedToday ? t('sign.signedToday') : t('sign.cta')}
        </ClaimButton>
      ) : (
        <JoinButton />
      )}
      <OutcomeText outcome={sign.outcome} />
      {user && record.data ? <HistoryList rows={record.data} /> : null}
    </section>
  );
}
