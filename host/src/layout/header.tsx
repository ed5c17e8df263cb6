import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { formatMoney } from '@app/shared/rules';
import { useAppStore, useSessionStore } from '@app/shared/store';
import { HOST_NS } from '../app/host-i18n';
import { PRERENDER_THEME, useHydrating } from '../app/hydration';
import { useLoginDialog } from '../session/login-dialog-store';
import { logout } from '../session/session-actions';
import { LogoutIcon, MoonIcon, SunIcon } from './icons';
import { LanguageMenu } from './language-menu';
import { TabBar } from './tab-bar';
import account from './header-account.module.css';
import styles from './layout.module.css';

// the avatar drawings are for members only: their code loads when a member's header first renders
const HeaderAvatar = lazy(() =>
  import('./header-avatar').then((m) => ({ default: m.HeaderAvatar })),
);

export function Header() {
  const { t } = useTranslation();
  const { t: th } = useTranslation(HOST_NS);
  // the stored theme is known only in the browser: hydration renders the prerendered (default) one
  const storedTheme = useAppStore((s) => s.theme);
  const hydrating = useHydrating();
  const theme = hydrating ? PRERENDER_THEME : storedTheme;
  useEffect(() => {
    // the browser's session is rendered now: the login button shows only to a guest
    if (!hydrating) delete document.documentElement.dataset.session;
  }, [hydrating]);
  const setTheme = useAppStore((s) => s.setTheme);
  const username = useSessionStore((s) => s.username);
  const loggedIn = useSessionStore((s) => Boolean(s.token));
  const balance = useSessionStore((s) => s.balance);
  const showLogin = useLoginDialog((s) => s.show);
  const [loggingOut, setLoggingOut] = useState(false);

  return (
    <header className={styles.header}>
      <div className={styles.headerInner}>
        <Link to="/" className={styles.brand}>
          <span className={styles.brandMark} aria-hidden="true">
            B
          </span>
          {t('brand')}
        </Link>
        <div className={styles.desktopNav}>
          <TabBar />
        </div>
        <div className={styles.headerActions}>
          <LanguageMenu />
          <button
            type="button"
            className={styles.iconButton}
            aria-label={theme === 'dark' ? th('themeLight') : th('themeDark')}
            onClick={() => setTheme(theme === 'dark' ? 'light' : 'dark')}
          >
            {/* both icons: the page's theme attribute shows one before any JavaScript runs */}
            <span className={styles.themeToLight}>
              <SunIcon />
            </span>
            <span className={styles.themeToDark}>
              <MoonIcon />
            </span>
          </button>
          {loggedIn ? (
            <div className={styles.user}>
              {/* the avatar's own circle meanwhile, so nothing moves when it comes */}
              <Suspense fallback={<span className={account.avatarLink} aria-hidden="true" />}>
                <HeaderAvatar />
              </Suspense>
              <span className={styles.userName} data-testid="header-username">
                {username}
              </span>
              {balance !== null ? (
                <span className={styles.balance} data-testid="header-balance">
                  {formatMoney(balance)}
                </span>
              ) : null}
              {/* the cashier one tap from the balance (issue 50) */}
              <Link
                to="/personal/me/deposit"
                className={account.deposit}
                data-testid="header-deposit"
              >
                <span className={account.depositIcon} aria-hidden="true">
                  +
                </span>
                <span className={account.depositText}>{th('deposit')}</span>
              </Link>
              <button
                type="button"
                className={`${styles.ghostButton} ${account.logout}`}
                disabled={loggingOut}
                onClick={() => {
                  setLoggingOut(true);
                  void logout();
                }}
              >
                <span className={account.logoutIcon}>
                  <LogoutIcon />
                </span>
                <span className={account.logoutText}>{t('actions.logout')}</span>
              </button>
            </div>
          ) : (
            <button
              type="button"
              className={styles.loginButton}
              data-early-tap="login"
              onClick={() => showLogin()}
            >
              {t('actions.login')}
            </button>
          )}
        </div>
      </div>
    </header>
  );
}
