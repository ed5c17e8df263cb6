import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, newIdempotencyKey, type TurntableDraw } from '@app/shared/api';
import { formatMoneyIn } from '@app/shared/rules';
import { promotionQueries, useRgRefresh } from '@app/shared/query';
import { ClaimButton } from '../../components/claim-button';
import { JoinButton } from '../../components/join-button';
import { NS } from '../../i18n/namespace';
import { failureText, isRgRefusal } from '../../lib/failure-text';
import { drawQuietly } from '../../lib/quiet-calls';
import { creditWallet, useMemberName } from '../../lib/use-member';
import { sliceLabel } from './slice-label';
import { useCurrency } from './use-currency';
import { winnersOf } from './winners';
import styles from './lucky-wheel.module.css';

const SPIN_MS = 4200;
const SEGMENT_COLOURS = ['#2a1c5c', '#f6b10a', '#3b1d8f', '#ffcf4a'];
const DARK_TEXT = new Set([1, 3]);

function reducedMotion(): boolean {
  return (
    typeof window.matchMedia !== 'function' ||
    window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

/** Rotation (deg) that brings segment `index` of `count` under the pointer, after 5 more turns. */
export function targetRotation(current: number, index: number, count: number): number {
  const seg = 360 / count;
  const centre = (index + 0.5) * seg;
  const want = (((360 - centre) % 360) + 360) % 360;
  const now = ((current % 360) + 360) % 360;
  return current + 5 * 360 + ((want - now + 360) % 360);
}

/** The lucky wheel (activity 1 of the sandbox): the server draws, the wheel animates to the prize. */
export function LuckyWheel() {
  const { t } = useTranslation(NS);
  const user = useMemberName();
  const queryClient = useQueryClient();
  const refreshRg = useRgRefresh();
  const detail = useQuery(promotionQueries.turntable());
  const numQuery = promotionQueries.turntableNum(user ?? '');
  const spins = useQuery({ ...numQuery, enabled: Boolean(user) });
  const winnersQuery = useQuery(promotionQueries.turntableWinners());
  const winners = winnersOf(winnersQuery.data);
  const currency = useCurrency();
  const inFlight = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const [busy, setBusy] = useState(false);
  const [rotation, setRotation] = useState(0);
  const [result, setResult] = useState<TurntableDraw | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const prizes = [...(detail.data?.prizes ?? [])].sort((a, b) => a.index - b.index);
  const count = Math.max(prizes.length, 1);
  const seg = 360 / count;
  const left = spins.data;

  const spin = async () => {
    if (inFlight.current || !user) return;
    inFlight.current = true;
    setBusy(true);
    setError(null);
    setResult(null);
    try {
      // one key per press: a retried request replays this draw (R8), a new press is a new draw
      const res = await drawQuietly(newIdempotencyKey());
      setRotation((r) => targetRotation(r, res.index, count));
      const finish = () => {
        setResult(res);
        if (res.prize.amount > 0) creditWallet(res.balance);
        queryClient.setQueryData(numQuery.queryKey, Math.max(0, res.num ?? 0));
        inFlight.current = false;
        setBusy(false);
        void queryClient.invalidateQueries({ queryKey: ['promotion', 'turntable-winners'] });
      };
      if (reducedMotion()) finish();
      else timer.current = setTimeout(finish, SPIN_MS);
    } catch (err) {
      setError(failureText(t, err, 'spin'));
      if (err instanceof ApiError && err.kind === 'business') void spins.refetch();
      if (isRgRefusal(err)) refreshRg();
      inFlight.current = false;
      setBusy(false);
    }
  };

  if (detail.isError) {
    return (
      <section className={styles.card} role="alert">
        <p>{t('wheel.error')}</p>
        <button type="button" className={styles.retry} onClick={() => void detail.refetch()}>
          {t('wheel.retry')}
        </button>
      </section>
    );
  }

  const gradient = prizes
    .map((_, i) => {
      const colour = SEGMENT_COLOURS[i % SEGMENT_COLOURS.length];
      return `${colour} ${i * seg}deg ${(i + 1) * seg}deg`;
    })
    .join(', ');
  const wheelStyle = {
    background: prizes.length ? `conic-gradient(${gradient})` : undefined,
    transform: `rotate(${rotation}deg)`,
    transitionDuration: reducedMotion() ? '0ms' : `${SPIN_MS}ms`,
  } as CSSProperties;
  const noSpins = Boolean(user) && left === 0;

  return (
    <section className={styles.card} aria-label={t('wheel.prizes')} data-testid="lucky-wheel">
      <div className={styles.stage}>
        <span className={styles.pointer} aria-hidden="true" />
        <div className={styles.rim}>
          <ol className={styles.wheel} style={wheelStyle} aria-label={t('wheel.prizes')}>
            {prizes.map((p, i) => {
              const label = sliceLabel(p.amount, currency, t('wheel.tryAgain'), count);
              return (
                <li
                  key={p.id}
                  className={styles.label}
                  style={{ transform: `rotate(${(i + 0.5) * seg - 90}deg)` }}
                  data-dark={DARK_TEXT.has(i % SEGMENT_COLOURS.length) ? '' : undefined}
                  data-flip={(i + 0.5) * seg > 180 ? '' : undefined}
                >
                  <span
                    className={styles.text}
                    style={label.scale < 1 ? { fontSize: `${label.scale}em` } : undefined}
                    data-testid="slice-label"
                  >
                    {label.lines.map((line) => (
                      <span key={line}>{line}</span>
                    ))}
                    {label.code ? <span className={styles.code}>{label.code}</span> : null}
                  </span>
                </li>
              );
            })}
          </ol>
          <ClaimButton
            className={styles.hub}
            onClick={() => void spin()}
            disabled={!user || busy || noSpins || detail.isPending}
            aria-busy={busy}
          >
            {busy ? t('wheel.spinning') : t('wheel.spin')}
          </ClaimButton>
        </div>
      </div>

      <div className={styles.status} aria-live="polite">
        {!user ? (
          <JoinButton label={t('wheel.login')} />
        ) : left === undefined ? null : left > 0 || busy ? (
          <p className={styles.left} data-testid="spins-left">
            {t('wheel.left', { count: left })}
          </p>
        ) : (
          <p className={styles.muted} data-testid="spins-left">
            {t('wheel.none')}
          </p>
        )}
        {result ? (
          <p className={styles.won} role="status" data-testid="wheel-result">
            {result.prize.amount > 0
              ? t('wheel.won', { prize: formatMoneyIn(result.prize.amount, currency) })
              : t('wheel.noLuck')}
          </p>
        ) : null}
        {error ? (
          <p className={styles.error} role="alert">
            {error}
          </p>
        ) : null}
      </div>

      {winners.length > 0 ? (
        <div className={styles.winners}>
          <h2 className={styles.winnersTitle}>{t('wheel.winners')}</h2>
          <ul>
            {winners.map((w, i) => (
              <li key={`${w.userName}-${i}`}>
                <span>{w.userName}</span>
                <strong>+{formatMoneyIn(w.amount, currency)}</strong>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}
