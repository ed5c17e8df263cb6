import { useTranslation } from 'react-i18next';
import { useAppStore, type Theme } from '@app/shared';
import { NS } from '../i18n/namespace';
import styles from './account-page.module.css';

const THEMES: readonly Theme[] = ['dark', 'light'];

/** Display preference in the member centre; it writes the site-wide store the host's layout reads. */
export function DisplaySettings() {
  const { t } = useTranslation(NS);
  const theme = useAppStore((s) => s.theme);
  const setTheme = useAppStore((s) => s.setTheme);
  return (
    <fieldset className={styles.settings}>
      <legend>{t('display')}</legend>
      {THEMES.map((value) => (
        <label key={value} className={styles.option}>
          <input
            type="radio"
            name="theme"
            value={value}
            checked={theme === value}
            onChange={() => setTheme(value)}
          />
          {t(`theme.${value}`)}
        </label>
      ))}
    </fieldset>
  );
}
