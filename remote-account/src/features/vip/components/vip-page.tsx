import { useTranslation } from '@app/shared/i18n';
import { formatMoney } from '@app/shared/rules';
import { useSessionStore } from '@app/shared/store';
import { VipBadge } from '../../../components/vip-badge';
import ui from '../../../components/ui.module.css';
import { NS } from '../../../i18n/namespace';
import { displayCurrency } from '../../../lib/currency';
import { useVipInfo } from '../api/use-vip';
import { CallbackForm } from './callback-form';
import styles from './vip.module.css';

const n = (v: unknown): number => (typeof v === 'number' && Number.isFinite(v) ? v : 0);

/** My VIP level, the way to the next one and what every level gives. */
export function VipPage() {
  const { t } = useTranslation(NS);
  const currency = displayCurrency(useSessionStore((s) => s.userInfo?.regCurrency));
  const vip = useVipInfo();
  if (!vip.data)
    return vip.isError ? (
      <section className={ui.panel} role="alert">
        <p className={ui.muted}>{t('vip.failed')}</p>
        <button type="button" className={ui.ghost} onClick={() => void vip.refetch()}>
          {t('common.retry')}
        </button>
      </section>
    ) : (
      <div className={ui.skeleton} aria-busy="true" />
    );
  const { vipLevel, nextLevel, progress } = vip.data;
  const pct = Math.max(0, Math.min(100, progress ?? 0));
  const top = vipLevel >= 11;
  return (
    <div className={styles.page}>
      <section className={`${ui.panel} ${styles.level}`} aria-labelledby="vip-title">
        <VipBadge level={vipLevel} size={84} label={t('vip.levelN', { n: vipLevel })} />
        <div className={styles.levelText}>
          <h1 id="vip-title" className={styles.levelTitle}>
            {t('vip.levelN', { n: vipLevel })}
          </h1>
          <p className={ui.muted}>
            {top ? t('vip.top') : t('vip.toNext', { pct, next: nextLevel ?? vipLevel + 1 })}
          </p>
          <div
            className={styles.meter}
            role="progressbar"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={top ? 100 : pct}
            aria-label={t('vip.progress')}
          >
            <span className={styles.meterFill} style={{ width: `${top ? 100 : pct}%` }} />
          </div>
        </div>
      </section>
      <section className={ui.panel} aria-labelledby="vip-levels">
        <h2 id="vip-levels" className={ui.panelTitle}>
          {t('vip.privileges', { currency })}
        </h2>
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">{t('vip.level')}</th>
                <th scope="col">{t('vip.deposit')}</th>
                <th scope="col">{t('vip.bet')}</th>
                <th scope="col">{t('vip.upgradeBonus')}</th>
                <th scope="col">{t('vip.monthlyBonus')}</th>
              </tr>
            </thead>
            <tbody>
              {(vip.data.levels ?? []).map((l) => (
                <tr key={l.level} aria-current={l.level === vipLevel ? 'true' : undefined}>
                  <th scope="row">
                    <span className={styles.levelCell}>
                      <VipBadge level={l.level} size={24} label="" />
                      {t('vip.levelN', { n: l.level })}
                    </span>
                  </th>
                  <td>{formatMoney(n(l.depositRequired))}</td>
                  <td>{formatMoney(n(l.betRequired))}</td>
                  <td>{formatMoney(n(l.upgradeBonus))}</td>
                  <td>{formatMoney(n(l.monthlyBonus))}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
      <CallbackForm />
    </div>
  );
}
