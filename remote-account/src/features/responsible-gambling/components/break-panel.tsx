import { useState } from 'react';
import { useTranslation } from '@app/shared/i18n';
import {
  RG_SELF_EXCLUSIONS,
  RG_TIMEOUTS,
  type RgExclusion,
  type RgExclusionPeriod,
} from '@app/shared/api/rg';
import ui from '../../../components/ui.module.css';
import { NS } from '../../../i18n/namespace';
import { saveErrorText } from '../api/save-error';
import { useStartRgBreak } from '../api/use-rg-changes';
import { offeredBreaks } from '../break-periods';
import { BREAK_NAME } from '../rg-labels';
import { ConfirmBreakDialog } from './confirm-break-dialog';
import styles from './rg.module.css';

const GROUPS = [
  { periods: RG_TIMEOUTS, title: 'rg.break.timeout', help: 'rg.break.timeoutHelp' },
  {
    periods: RG_SELF_EXCLUSIONS,
    title: 'rg.break.selfExclusion',
    help: 'rg.break.selfExclusionHelp',
  },
] as const;

export interface BreakPanelProps {
  /** The active break, if any. */
  exclusion: RgExclusion | null;
  /** Server time now. */
  now: number;
}

/** Time-out and self-exclusion buttons (only longer ones during a break), each confirmed first. */
export function BreakPanel({ exclusion, now }: BreakPanelProps) {
  const { t } = useTranslation(NS);
  const start = useStartRgBreak();
  const [asked, setAsked] = useState<RgExclusionPeriod | null>(null);
  const active = exclusion !== null && exclusion.until > now;
  const offered = offeredBreaks(exclusion, now);
  const close = () => {
    setAsked(null);
    start.reset();
  };
  return (
    <section className={`${ui.panel} ${styles.card}`} aria-labelledby="rg-break-title">
      <div>
        <h2 id="rg-break-title" className={ui.panelTitle}>
          {t('rg.break.title')}
        </h2>
        <p className={ui.muted}>{t('rg.break.help')}</p>
      </div>
      {active && (
        <p className={styles.note}>
          {offered.length ? t('rg.break.onlyLonger') : t('rg.break.noneLonger')}
        </p>
      )}
      {GROUPS.map((group) => {
        const periods = group.periods.filter((p) => offered.includes(p));
        if (!periods.length) return null;
        return (
          <div key={group.title} className={styles.breakGroup}>
            <h3 className={styles.groupTitle}>{t(group.title)}</h3>
            <p className={ui.muted}>{t(group.help)}</p>
            <div className={styles.breakButtons}>
              {periods.map((p) => (
                <button
                  key={p}
                  type="button"
                  className={ui.ghost}
                  onClick={() => setAsked(p)}
                  data-testid={`rg-break-${p}`}
                >
                  {t(BREAK_NAME[p])}
                </button>
              ))}
            </div>
          </div>
        );
      })}
      {asked && (
        <ConfirmBreakDialog
          period={asked}
          busy={start.isPending}
          error={start.isError ? saveErrorText(start.error, t('rg.saveFailed')) : null}
          onCancel={close}
          onConfirm={() => start.mutate(asked, { onSuccess: close })}
        />
      )}
    </section>
  );
}
