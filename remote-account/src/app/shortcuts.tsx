import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { NS } from '../i18n/namespace';
import styles from './member-centre.module.css';

const ITEMS = [
  { to: 'bets', title: 'shortcuts.bets', body: 'shortcuts.betsBody', glyph: '▤' },
  { to: 'invite', title: 'shortcuts.invite', body: 'shortcuts.inviteBody', glyph: '✚' },
  { to: 'vip', title: 'shortcuts.vip', body: 'shortcuts.vipBody', glyph: '♛' },
  { to: 'settings', title: 'shortcuts.settings', body: 'shortcuts.settingsBody', glyph: '⚙' },
  {
    to: 'responsible',
    title: 'shortcuts.responsible',
    body: 'shortcuts.responsibleBody',
    glyph: '◔',
  },
] as const;

/** The member centre's sections as cards on the first screen. */
export function Shortcuts() {
  const { t } = useTranslation(NS);
  return (
    <nav className={styles.shortcuts} aria-label={t('shortcuts.label')}>
      {ITEMS.map((item) => (
        <Link key={item.to} to={item.to} className={styles.shortcut}>
          <span className={styles.glyph} aria-hidden="true">
            {item.glyph}
          </span>
          <span className={styles.shortcutText}>
            <strong>{t(item.title)}</strong>
            <span>{t(item.body)}</span>
          </span>
        </Link>
      ))}
    </nav>
  );
}
