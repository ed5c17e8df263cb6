import type { CSSProperties } from 'react';
import { useTranslation } from '@app/shared/i18n';
import { formatMoneyIn } from '@app/shared/rules';
import { promotionQueries } from '@app/shared/api/promotion';
import { useQuery } from '@app/shared/client';
import { ClaimButton } from '../../components/claim-button';
import { JoinButton } from '../../components/join-button';
import { NS } from '../../i18n/namespace';
import { useMemberName } from '../../lib/use-member';
import { sliceLabel } from './slice-label';
import { reducedMotion, SPIN_MS, useSpin } from './use-spin';
import { useCurrency } from './use-currency';
import { winnersOf } from './winners';
import styles from './lucky-wheel.module.css';

const SEGMENT_COLOURS = ['#2a1c5c', '#f6b10a', '#3b1d8f', '#ffcf4a'];
const DARK_TEXT = new Set([1, 3]);

/** The lucky wheel (activity 1 of the sandbox): the server draws, the wheel animates to the prize. */
export function LuckyWheel() {
  const { t } = useTranslation(NS);
  const user = useMemberName();
  const detail = useQuery(promotionQueries.turntable());
  const spins = useQuery({ ...promotionQueries.turntableNum(user ?? ''), enabled: Boolean(user) });
  const winnersQuery = useQuery(promotionQueries.turntableWinners());
  const winners = winnersOf(winnersQuery.data);
  const currency = useCurrency();

  const prizes = [...(detail.data?.prizes ?? [])].sort((a, b) => a.index - b.index);
  const count = Math.max(prizes.length, 1);
  const seg = 360 / count;
  const left = spins.data;
  const { spin, busy, error, rotation, result } = useSpin(user, count);

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
