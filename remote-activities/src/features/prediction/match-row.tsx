import { useCallback, useState } from 'react';
import { useTranslation } from '@app/shared/i18n';
import { type ApiError, serverClock, useQueryClient } from '@app/shared/client';
import { formatDayTime } from '@app/shared/rules';
import { promotionQueries } from '@app/shared/api/promotion';
import { useAppStore } from '@app/shared/store';
import { useServerAction } from '@app/shared/ui';
import { ClaimButton } from '../../components/claim-button';
import { OutcomeText } from '../../components/outcome-text';
import ui from '../../components/ui.module.css';
import { NS } from '../../i18n/namespace';
import { saveCheer } from '@app/shared/api/promotion';
import { PREDICTION_CLOSED_CODE, useFailureText } from '../../lib/failure-text';
import { FixturePhase } from './fixture-phase';
import { isOpen, type Pick, type PredictionMatch } from './picks';
import styles from './prediction.module.css';

interface MatchRowProps {
  match: PredictionMatch;
  pick: Pick | undefined;
  user: string | null;
}

const save = (_key: string, input: { matchId: number | string } & Pick) =>
  saveCheer(input, { quiet: true });

function Stepper({
  label,
  value,
  onChange,
}: {
  label: string;
  value: number;
  onChange(v: number): void;
}) {
  return (
    <span className={styles.stepper}>
      <button
        type="button"
        aria-label={`${label} −`}
        onClick={() => onChange(Math.max(0, value - 1))}
      >
        −
      </button>
      <output aria-label={label}>{value}</output>
      <button
        type="button"
        aria-label={`${label} +`}
        onClick={() => onChange(Math.min(9, value + 1))}
      >
        +
      </button>
    </span>
  );
}

/**
 * One fixture: teams, kick-off, the member's pick or the score to predict while it is open; once
 * under way, its status, minute and score as the book has them.
 */
export function MatchRow({ match, pick, user }: MatchRowProps) {
  const { t } = useTranslation(NS);
  const language = useAppStore((s) => s.language);
  const client = useQueryClient();
  const [home, setHome] = useState(1);
  const [away, setAway] = useState(0);
  // the server said the match kicked off: close the row here, keeping its message in place
  const [kickedOff, setKickedOff] = useState(false);
  const refresh = useCallback(
    (err?: ApiError) => {
      if (err?.code === PREDICTION_CLOSED_CODE) setKickedOff(true);
      void client.invalidateQueries({
        queryKey: promotionQueries.cheerRecord(user ?? '').queryKey,
      });
    },
    [client, user],
  );
  const onSuccess = useCallback(() => {
    refresh();
    return t('predict.saved');
  }, [refresh, t]);
  const action = useServerAction('cheer', save, {
    failureText: useFailureText('predict'),
    onSuccess,
    onRefused: refresh,
  });
  const open = !kickedOff && isOpen(match, serverClock());
  const score = match.state.score;
  const [closedNote, setClosedNote] = useState(false);

  const submit = () => {
    // the kick-off may have passed while the page was open
    if (!isOpen(match, serverClock())) return setClosedNote(true);
    void action.start({ matchId: match.matchId, home, away });
  };

  return (
    <li className={styles.match} data-testid="prediction-match" data-open={open ? '' : undefined}>
      <div className={styles.meta}>
        <span>{match.league}</span>
        <span className={styles.when}>
          <FixturePhase state={match.state} />
          <time>{match.kickOff === null ? '' : formatDayTime(match.kickOff, language)}</time>
        </span>
      </div>
      <div className={styles.teams}>
        <strong>{match.home}</strong>
        {pick ? (
          <span className={styles.pick} data-testid="my-pick">
            {pick.home} : {pick.away}
          </span>
        ) : user && open ? (
          <span className={styles.score}>
            <Stepper label={match.home} value={home} onChange={setHome} />
            <span aria-hidden="true">:</span>
            <Stepper label={match.away} value={away} onChange={setAway} />
          </span>
        ) : !open && score ? (
          <span className={styles.result} data-testid="fixture-score">
            {score[0]} – {score[1]}
          </span>
        ) : (
          <span className={styles.vs}>{open ? 'VS' : t('predict.closed')}</span>
        )}
        <strong>{match.away}</strong>
      </div>
      {user && open && !pick ? (
        <ClaimButton
          className={`${ui.primary} ${styles.submit}`}
          disabled={action.busy}
          onClick={submit}
        >
          {action.busy ? t('cta.busy') : t('predict.cta')}
        </ClaimButton>
      ) : null}
      {closedNote ? (
        <p className={ui.fail} role="alert">
          {t('errors.closed')}
        </p>
      ) : (
        <OutcomeText outcome={action.outcome} />
      )}
    </li>
  );
}
