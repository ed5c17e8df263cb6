import { useCallback } from 'react';
import { useTranslation } from '@app/shared/i18n';
import type { Claim } from '@app/shared/api/promotion';
import { formatDayMonth, formatMoney, formatWeekday, todayKey } from '@app/shared/rules';
import { LoadingState, MessageState, useServerAction } from '@app/shared/ui';
import { promotionQueries } from '@app/shared/api/promotion';
import { useQuery } from '@app/shared/client';
import { useAppStore } from '@app/shared/store';
import { ClaimButton } from '../../components/claim-button';
import { JoinButton } from '../../components/join-button';
import { OutcomeText } from '../../components/outcome-text';
import ui from '../../components/ui.module.css';
import { NS } from '../../i18n/namespace';
import type { MechanicProps } from '../../lib/mechanic-props';
import { receiveMatchRewards } from '@app/shared/api/promotion';
import { creditWallet, useMemberName } from '../../lib/use-member';
import { useFailureText } from '../../lib/failure-text';
import { MatchRow } from './match-row';
import { byDay, picksByMatch, toMatches } from './picks';
import styles from './prediction.module.css';

/** The match rewards, one key per user action (R8); refusals in the panel's own words (quiet). */
const receiveQuiet = (idempotencyKey: string) =>
  receiveMatchRewards({ quiet: true, idempotencyKey });

/** Match predictions: a score pick per match before kick-off, reward tiers, rewards after settlement. */
export function PredictionPanel({ def }: MechanicProps) {
  const { t } = useTranslation(NS);
  const user = useMemberName();
  const language = useAppStore((s) => s.language);
  const template = useQuery(promotionQueries.matchTemplate());
  const awards = useQuery(promotionQueries.matchAwards());
  const record = useQuery({ ...promotionQueries.cheerRecord(user ?? ''), enabled: !!user });
  const onSuccess = useCallback(
    (res: Claim) => {
      creditWallet(res.balance);
      return t('predict.rewarded', { amount: formatMoney(res.amount) });
    },
    [t],
  );
  const reward = useServerAction('reward', receiveQuiet, {
    failureText: useFailureText('reward'),
    onSuccess,
  });

  if (template.isPending) return <LoadingState label={t('loading')} />;
  if (template.isError)
    return (
      <MessageState
        role="alert"
        title={t('error')}
        actionLabel="↻"
        onAction={() => void template.refetch()}
      />
    );

  const dayLabel = (ms: number | null) =>
    ms === null
      ? t('predict.noTime')
      : `${formatWeekday(ms, language)} ${formatDayMonth(ms, language)}`;
  const matches = toMatches(template.data.matches);
  const picks = picksByMatch(record.data ?? []);
  const days = byDay(matches, (ms) => todayKey(ms));

  const schedule = (
    <section className={ui.panel} data-testid="mechanic-prediction" aria-labelledby="predict-title">
      <div className={ui.panelHead}>
        <h2 className={ui.panelTitle} id="predict-title">
          {def.schedule ? t('predict.schedule') : t('predict.title')}
        </h2>
        {user ? (
          <span className={ui.muted}>
            {t('predict.count', { count: picks.size, total: matches.length })}
          </span>
        ) : null}
      </div>
      {matches.length === 0 ? <p className={ui.muted}>{t('predict.none')}</p> : null}
      {days.map(([day, list]) => (
        <div key={day} className={styles.day}>
          <h3 className={styles.dayTitle}>{dayLabel(list[0]?.kickOff ?? null)}</h3>
          <ul className={styles.matches}>
            {list.map((m) => (
              <MatchRow
                key={String(m.matchId)}
                match={m}
                pick={picks.get(String(m.matchId))}
                user={user}
              />
            ))}
          </ul>
        </div>
      ))}
      {user ? null : <JoinButton label={t('predict.login')} />}
    </section>
  );

  return (
    <>
      {schedule}
      <section className={ui.panel} aria-labelledby="awards-title" data-testid="reward-tiers">
        <h2 className={ui.panelTitle} id="awards-title">
          {t('predict.awards')}
        </h2>
        <ul className={ui.list}>
          {(awards.data ?? []).map((a, i) => (
            <li key={String(a.level ?? i)} className={ui.row}>
              <span>{t('predict.tier', { count: Number(a.correct) || 0 })}</span>
              <strong>{formatMoney(a.amount)}</strong>
            </li>
          ))}
        </ul>
        {user ? (
          <ClaimButton
            data-testid="receive-rewards"
            disabled={reward.busy || picks.size === 0}
            onClick={() => void reward.start()}
          >
            {reward.busy ? t('cta.busy') : t('predict.receive')}
          </ClaimButton>
        ) : null}
        <OutcomeText outcome={reward.outcome} />
      </section>
    </>
  );
}
