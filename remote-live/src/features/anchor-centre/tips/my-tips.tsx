import { useState } from 'react';
import { useTranslation } from '@app/shared/i18n';
import { formatMoney } from '@app/shared/rules';
import { NS } from '../../../i18n/namespace';
import { useMyTips, useTipFollows } from '../api/use-studio';
import { marketName } from '../lib/market-name';
import { num, readList, readObj, str } from '../lib/read';
import styles from '../components/anchor.module.css';

function Follows({ pushOrderId }: { pushOrderId: string }) {
  const { t } = useTranslation(NS);
  const follows = useTipFollows(pushOrderId);
  const rows = readList(follows.data);
  return (
    <ul className={styles.rows} data-testid="tip-follows">
      {rows.map((f) => (
        <li key={str(f.id)} className={styles.row}>
          <span className={styles.grow}>{str(f.userName)}</span>
          <span className={styles.money}>{formatMoney(num(f.stake))}</span>
        </li>
      ))}
      {follows.isSuccess && rows.length === 0 ? (
        <li className={styles.muted}>{t('anchor.noFollows')}</li>
      ) : null}
    </ul>
  );
}

/** The anchor's tips: free or paid, who unlocked each and what it earned, who followed it. */
export function MyTips() {
  const { t } = useTranslation(NS);
  const tips = useMyTips();
  const [open, setOpen] = useState<string | null>(null);
  const rows = readList(tips.data).slice(0, 10);
  return (
    <section className={styles.card} aria-label={t('anchor.myTips')} data-testid="my-tips">
      <h2 className={styles.h2}>{t('anchor.myTips')}</h2>
      <ul className={styles.rows}>
        {rows.map((p) => {
          const id = str(p.id);
          const content = readObj(p.content);
          const buyers = readList(p.unlockedBy).map((u) => str(u.userName));
          return (
            <li key={id} className={styles.stack} data-testid="my-tip">
              <div className={styles.row}>
                <span className={styles.grow}>
                  <strong>
                    {content.mty
                      ? marketName(t, { mty: num(content.mty), pe: num(content.pe) })
                      : str(content.marketName)}
                  </strong>{' '}
                  · {str(content.label)} @ {num(content.odds).toFixed(2)}
                </span>
                <span className={styles.badge}>
                  {num(p.fee) > 0
                    ? t('anchor.tipPaid', { price: formatMoney(num(p.fee)) })
                    : t('anchor.tipFree')}
                </span>
              </div>
              {num(p.fee) > 0 ? (
                <p className={styles.muted} data-testid="tip-unlocks">
                  {t('anchor.unlocks', { n: num(p.unlockCount) })}
                  {buyers.length ? ` · ${buyers.join(', ')}` : ''} ·{' '}
                  {t('anchor.earned', { amount: formatMoney(num(p.income)) })}
                </p>
              ) : null}
              <button
                type="button"
                className={styles.ghost}
                aria-expanded={open === id}
                onClick={() => setOpen(open === id ? null : id)}
              >
                {t('anchor.follows')}
              </button>
              {open === id ? <Follows pushOrderId={id} /> : null}
            </li>
          );
        })}
        {tips.isSuccess && rows.length === 0 ? (
          <li className={styles.muted}>{t('anchor.noTips')}</li>
        ) : null}
      </ul>
    </section>
  );
}
