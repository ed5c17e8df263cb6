import { useState } from 'react';
import { getRuntimeConfig } from '@app/shared/client';
import { useTranslation } from '@app/shared/i18n';
import { exceedsMinorUnit, formatMoneyIn, memberCurrency } from '@app/shared/rules';
import { useSessionStore } from '@app/shared/store';
import { NS } from '../../../i18n/namespace';
import { usePushTip, useStreamMatch } from '../api/use-anchor';
import { marketName, optionLabel, type MarketGroupView, type OptionView } from '../lib/market-name';
import type { TipContent } from '../lib/tip-content';
import styles from '../components/anchor.module.css';

interface Market {
  id?: number;
  ss?: number;
  op?: Array<OptionView & { od?: number }>;
}
type Group = MarketGroupView & { mks?: Market[] };
type MatchView = { id?: number; ts?: Array<{ na?: string }>; mg?: Group[] };

/** Push one selection of the live stream's match to the room as a tip (free, or paid with a fee). */
export function TipPusher({ liveStreamId }: { liveStreamId: string | null }) {
  const { t } = useTranslation(NS);
  const { t: tc } = useTranslation('common');
  const info = useStreamMatch(liveStreamId);
  const push = usePushTip();
  const regCurrency = useSessionStore((s) => s.userInfo?.regCurrency);
  const currency = memberCurrency(regCurrency, getRuntimeConfig().market);
  const [pick, setPick] = useState('');
  const [fee, setFee] = useState(0);
  // a 1,000.5 VND fee is refused with the reason, never rounded (issue 49 #8)
  const [fraction, setFraction] = useState(false);
  const match = info.data?.match as MatchView | null | undefined;
  if (!liveStreamId || !match) return null;
  const home = match.ts?.[0]?.na ?? '';
  const away = match.ts?.[1]?.na ?? '';
  const matchName = `${home} – ${away}`;
  const choices = (match.mg ?? []).flatMap((g) =>
    (g.mks ?? [])
      .filter((m) => m.ss === 1)
      .slice(0, 1)
      .flatMap((m) =>
        (m.op ?? []).map((o) => {
          const content: TipContent = {
            matchId: String(match.id),
            marketId: String(m.id),
            outcomeId: String(o.ty),
            odds: o.od ?? 0,
            label: optionLabel(t, g.mty, o, { home, away }),
            marketName: marketName(t, g),
            matchName,
            mty: g.mty ?? 0,
            pe: g.pe ?? 0,
          };
          return { key: `${m.id}:${o.ty}`, content };
        }),
      ),
  );
  const chosen = choices.find((c) => c.key === pick);

  return (
    <section className={styles.card} aria-label={t('anchor.pushTip')}>
      <h2 className={styles.h2}>{t('anchor.pushTip')}</h2>
      <p className={styles.muted}>{matchName}</p>
      <div className={styles.form}>
        <select
          className={styles.input}
          value={pick}
          onChange={(e) => setPick(e.target.value)}
          aria-label={t('anchor.selection')}
        >
          <option value="">{t('anchor.selection')}</option>
          {choices.map((c) => (
            <option key={c.key} value={c.key}>
              {c.content.marketName} · {c.content.label} @ {c.content.odds.toFixed(2)}
            </option>
          ))}
        </select>
        <input
          className={styles.input}
          type="number"
          min={0}
          step={1000}
          value={fee}
          onChange={(e) => {
            setFraction(exceedsMinorUnit(e.target.value, currency));
            setFee(Math.max(0, Number(e.target.value) || 0));
          }}
          aria-label={t('anchor.fee')}
          aria-invalid={fraction || undefined}
        />
        <span className={styles.badge} data-testid="tip-price">
          {fee > 0
            ? t('anchor.tipPaid', { price: formatMoneyIn(fee, currency) })
            : t('anchor.tipFree')}
        </span>
        <button
          type="button"
          className={styles.primary}
          disabled={!chosen || fraction || push.isPending}
          onClick={() =>
            chosen &&
            push.mutate(
              { streamId: liveStreamId, content: chosen.content, fee },
              { onSuccess: () => setPick('') },
            )
          }
        >
          {t('anchor.push')}
        </button>
      </div>
      {fraction ? (
        <p className={styles.error} role="alert" data-testid="tip-fee-fraction">
          {tc('amount.wholeUnits', { currency })}
        </p>
      ) : null}
      {push.isSuccess ? (
        <p className={styles.muted} role="status">
          {t('anchor.pushed')}
        </p>
      ) : null}
    </section>
  );
}
