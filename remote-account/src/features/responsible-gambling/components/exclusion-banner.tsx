import { useTranslation } from '@app/shared/i18n';
import { formatDateTimeWithYear } from '@app/shared/rules';
import { useAppStore } from '@app/shared/store';
import type { RgExclusion } from '@app/shared/api/rg';
import { NS } from '../../../i18n/namespace';
import styles from './rg.module.css';

/** An active time-out or self-exclusion: its kind, its end and what it closes. */
export function ExclusionBanner({ exclusion }: { exclusion: RgExclusion }) {
  const { t } = useTranslation(NS);
  const language = useAppStore((s) => s.language);
  const date = formatDateTimeWithYear(exclusion.until, language);
  return (
    <section className={styles.banner} role="status" data-testid="rg-exclusion-banner">
      <span className={styles.bannerIcon} aria-hidden="true">
        ⏸
      </span>
      <div>
        <h2 className={styles.bannerTitle}>
          {exclusion.kind === 'timeout'
            ? t('rg.banner.timeout', { date })
            : t('rg.banner.selfExclusion', { date })}
        </h2>
        <p>{t('rg.banner.body')}</p>
      </div>
    </section>
  );
}
