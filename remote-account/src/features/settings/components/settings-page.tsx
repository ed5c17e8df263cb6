import { Link } from 'react-router-dom';
import { changeLanguage, useTranslation } from '@app/shared/i18n';
import { shell } from '@app/shared/federation';
import { SUPPORTED_LANGUAGES, type Language } from '@app/shared/rules';
import { useAppStore, useSettingsStore, type Theme } from '@app/shared/store';
import { useServerAction } from '@app/shared/ui';
import ui from '../../../components/ui.module.css';
import { NS } from '../../../i18n/namespace';
import { useRefreshIdentityCode } from '../api/use-identity-code';
import { Choice } from './choice';
import styles from './settings.module.css';

const FORMATS = [
  { value: 1, key: 'settings.format.decimal' },
  { value: 2, key: 'settings.format.hongKong' },
  { value: 3, key: 'settings.format.malay' },
  { value: 4, key: 'settings.format.indo' },
  { value: 5, key: 'settings.format.american' },
] as const;
const CHANGES = [
  { value: 0, key: 'settings.change.none' },
  { value: 1, key: 'settings.change.better' },
  { value: 2, key: 'settings.change.any' },
] as const;
const LANGUAGE_NAMES: Record<Language, string> = {
  vi: 'Tiếng Việt',
  'zh-cn': '简体中文',
  en: 'English',
};
const THEMES: readonly Theme[] = ['dark', 'light'];

/**
 * Odds format and odds change (the shared settings the sportsbook reads), language, theme,
 * security, and the way to the responsible-gambling limits.
 */
export function SettingsPage() {
  const { t } = useTranslation(NS);
  const settings = useSettingsStore();
  const language = useAppStore((s) => s.language);
  const theme = useAppStore((s) => s.theme);
  const identity = useRefreshIdentityCode();
  const logout = useServerAction('logout', () => shell.logout());
  return (
    <section className={styles.page} aria-labelledby="settings-title">
      <h1 id="settings-title" className={ui.panelTitle}>
        {t('settings.title')}
      </h1>
      <Choice
        name="oddsFormat"
        legend={t('settings.oddsFormat')}
        options={FORMATS.map((f) => ({ value: f.value, label: t(f.key) }))}
        value={settings.oddsFormat}
        onChange={settings.setOddsFormat}
      />
      <Choice
        name="oddsChange"
        legend={t('settings.oddsChange')}
        options={CHANGES.map((c) => ({ value: c.value, label: t(c.key) }))}
        value={settings.oddsChange}
        onChange={settings.setOddsChange}
      />
      <Choice
        name="language"
        legend={t('settings.language')}
        options={SUPPORTED_LANGUAGES.map((l) => ({ value: l, label: LANGUAGE_NAMES[l] }))}
        value={language}
        onChange={(l) => void changeLanguage(l)}
      />
      <Choice
        name="theme"
        legend={t('settings.theme')}
        options={THEMES.map((th) => ({
          value: th,
          label: th === 'dark' ? t('settings.themeDark') : t('settings.themeLight'),
        }))}
        value={theme}
        onChange={useAppStore.getState().setTheme}
      />
      <div className={styles.block}>
        <h2 className={styles.legend}>{t('settings.security')}</h2>
        <p className={ui.muted}>{t('settings.identityHelp')}</p>
        <div className={styles.row}>
          <button
            type="button"
            className={ui.ghost}
            disabled={identity.isPending}
            onClick={() => identity.mutate()}
          >
            {t('settings.refreshIdentity')}
          </button>
          {identity.isSuccess && (
            <span
              className={identity.data ? ui.ok : ui.fail}
              role="status"
              data-testid="identity-result"
            >
              {identity.data
                ? t('settings.identityDone', { code: identity.data })
                : t('settings.identityFailed')}
            </span>
          )}
        </div>
      </div>
      <div className={styles.block}>
        <h2 className={styles.legend}>{t('settings.responsible')}</h2>
        <p className={ui.muted}>{t('settings.responsibleHelp')}</p>
        <div className={styles.row}>
          <Link to="../responsible" relative="path" className={ui.ghost}>
            {t('settings.responsibleOpen')}
          </Link>
        </div>
      </div>
      <button
        type="button"
        className={`${ui.danger} ${styles.logout}`}
        disabled={logout.busy}
        onClick={() => void logout.start()}
      >
        {t('settings.logout')}
      </button>
      {logout.outcome?.ok === false && (
        <p className={ui.fail} role="alert">
          {logout.outcome.text}
        </p>
      )}
    </section>
  );
}
