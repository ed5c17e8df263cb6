import { useTranslation } from '@app/shared/i18n';
import { RG_PERIODS, type RgLimit, type RgLimitKind } from '@app/shared/api/rg';
import ui from '../../../components/ui.module.css';
import { NS } from '../../../i18n/namespace';
import { LimitRow } from './limit-row';
import styles from './rg.module.css';

const TEXT = {
  stake: { title: 'rg.limits.stake', help: 'rg.limits.stakeHelp' },
  loss: { title: 'rg.limits.loss', help: 'rg.limits.lossHelp' },
} as const;

export interface LimitCardProps {
  kind: RgLimitKind;
  limits: readonly RgLimit[];
  /** Server time now. */
  now: number;
}

/** The stake or the loss limit for the day, the week and the month. */
export function LimitCard({ kind, limits, now }: LimitCardProps) {
  const { t } = useTranslation(NS);
  const headingId = `rg-${kind}-title`;
  return (
    <section className={`${ui.panel} ${styles.card}`} aria-labelledby={headingId}>
      <div>
        <h3 id={headingId} className={ui.panelTitle}>
          {t(TEXT[kind].title)}
        </h3>
        <p className={ui.muted}>{t(TEXT[kind].help)}</p>
      </div>
      <ul className={styles.limitList}>
        {RG_PERIODS.map((period) => {
          const limit = limits.find((l) => l.kind === kind && l.period === period);
          return limit ? <LimitRow key={period} limit={limit} now={now} /> : null;
        })}
      </ul>
    </section>
  );
}
