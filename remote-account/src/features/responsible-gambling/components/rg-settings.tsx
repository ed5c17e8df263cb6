import { useTranslation } from '@app/shared/i18n';
import { isExcluded, RG_LIMIT_KINDS, type RgState } from '@app/shared/api/rg';
import { useSessionStore } from '@app/shared/store';
import ui from '../../../components/ui.module.css';
import { NS } from '../../../i18n/namespace';
import { displayCurrency } from '../../../lib/currency';
import { useRgClock } from '../hooks/use-rg-clock';
import { BreakPanel } from './break-panel';
import { DepositLimitCard } from './deposit-limit-card';
import { HistoryLink } from './history-link';
import { ExclusionBanner } from './exclusion-banner';
import { LimitCard } from './limit-card';
import { RealityCheckField } from './reality-check-field';
import styles from './rg.module.css';

export interface RgSettingsProps {
  state: RgState;
  /** Device time when the state arrived, to follow the server's clock from its `now`. */
  receivedAt: number;
}

/** The member's limits, reality check and breaks, as the server last answered them. */
export function RgSettings({ state, receivedAt }: RgSettingsProps) {
  const { t } = useTranslation(NS);
  const currency = displayCurrency(useSessionStore((s) => s.userInfo?.regCurrency));
  const now = useRgClock(state, receivedAt);
  return (
    <>
      {isExcluded(state, now) && state.exclusion && <ExclusionBanner exclusion={state.exclusion} />}
      <section className={styles.limits} aria-labelledby="rg-limits-title">
        <div className={styles.sectionHead}>
          <h2 id="rg-limits-title" className={ui.panelTitle}>
            {t('rg.limits.title', { currency })}
          </h2>
          <p className={styles.rule}>{t('rg.limits.rule')}</p>
          <HistoryLink />
        </div>
        <div className={styles.cards}>
          {RG_LIMIT_KINDS.map((kind) => (
            <LimitCard key={kind} kind={kind} limits={state.limits} now={now} />
          ))}
          <DepositLimitCard now={now} />
        </div>
      </section>
      <div className={styles.cards}>
        <RealityCheckField minutes={state.realityCheckMinutes} />
        <BreakPanel exclusion={state.exclusion} now={now} />
      </div>
    </>
  );
}
