import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { formatMoney, useSessionStore } from '@app/shared';
import { NS } from '../i18n/namespace';
import { claimActivity, signUpActivity } from './activity-api';
import type { ActivityDef } from './activity-catalog';
import styles from './activity-page.module.css';

export interface ActivityCtaProps {
  def: ActivityDef;
  /** Overrides the catalog's backend activity id (e.g. `activityId` from the query). */
  activityId?: number;
}

type Outcome = { ok: true; text: string } | { ok: false; text: string } | null;

/**
 * The primary button of an activity page: "Log in to join" for guests; for members the sandbox's
 * sign-up or claim call, one request at a time (the button is disabled while it is in flight).
 */
export function ActivityCta({ def, activityId }: ActivityCtaProps) {
  const { t } = useTranslation(NS);
  const token = useSessionStore((s) => s.token);
  const setBalance = useSessionStore((s) => s.setBalance);
  const inFlight = useRef(false);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [hint, setHint] = useState(false);

  if (!token) {
    return (
      <div className={styles.ctaBox}>
        <button type="button" className={styles.cta} onClick={() => setHint(true)}>
          {t('cta.login')}
        </button>
        {hint ? (
          <p className={styles.note} role="status">
            {t('cta.loginHint')}
          </p>
        ) : null}
      </div>
    );
  }

  if (!def.backend) {
    return (
      <div className={styles.ctaBox}>
        <Link className={styles.cta} to="/activity">
          {t('page.more')}
        </Link>
      </div>
    );
  }

  const { action } = def.backend;
  const id = activityId ?? def.backend.activityId;

  const run = async () => {
    if (inFlight.current) return;
    inFlight.current = true;
    setBusy(true);
    setOutcome(null);
    try {
      if (action === 'claim') {
        const res = await claimActivity(id);
        if (res.balance !== null) setBalance(res.balance);
        setOutcome({ ok: true, text: t('result.claimed', { amount: formatMoney(res.amount) }) });
      } else {
        await signUpActivity(id);
        setOutcome({ ok: true, text: t('result.signedUp') });
      }
    } catch (err) {
      setOutcome({ ok: false, text: err instanceof Error ? err.message : String(err) });
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  };

  return (
    <div className={styles.ctaBox}>
      <button
        type="button"
        className={styles.cta}
        disabled={busy}
        aria-busy={busy}
        onClick={() => void run()}
      >
        {busy ? t('cta.busy') : action === 'claim' ? t('cta.claim') : t('cta.signUp')}
      </button>
      {outcome ? (
        <p
          className={outcome.ok ? styles.success : styles.error}
          role={outcome.ok ? 'status' : 'alert'}
          data-testid="activity-result"
        >
          {outcome.text}
        </p>
      ) : null}
    </div>
  );
}
