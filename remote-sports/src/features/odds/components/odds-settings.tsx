import { useTranslation } from '@app/shared/i18n';
import { useSettingsStore } from '@app/shared/store';
import { NS } from '../../../i18n/namespace';
import styles from './odds-settings.module.css';

/** Odds format and odds-change acceptance: the shared settings every price and bet body use. */
export function OddsSettings() {
  const { t } = useTranslation(NS);
  const format = useSettingsStore((s) => s.oddsFormat);
  const change = useSettingsStore((s) => s.oddsChange);
  const setFormat = useSettingsStore((s) => s.setOddsFormat);
  const setChange = useSettingsStore((s) => s.setOddsChange);
  return (
    <div className={styles.settings}>
      <label className={styles.field}>
        <span>{t('settings.format')}</span>
        <select
          value={format}
          onChange={(e) => setFormat(Number(e.target.value))}
          data-testid="odds-format"
        >
          <option value={1}>{t('settings.formats.eu')}</option>
          <option value={2}>{t('settings.formats.hk')}</option>
          <option value={3}>{t('settings.formats.malay')}</option>
          <option value={4}>{t('settings.formats.indo')}</option>
          <option value={5}>{t('settings.formats.us')}</option>
        </select>
      </label>
      <label className={styles.field}>
        <span>{t('settings.change')}</span>
        <select
          value={change}
          onChange={(e) => setChange(Number(e.target.value))}
          data-testid="odds-change"
        >
          <option value={0}>{t('settings.changes.none')}</option>
          <option value={1}>{t('settings.changes.better')}</option>
          <option value={2}>{t('settings.changes.any')}</option>
        </select>
      </label>
    </div>
  );
}
