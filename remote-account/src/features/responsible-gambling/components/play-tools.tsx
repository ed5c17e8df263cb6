import { useTranslation } from '@app/shared/i18n';
import { Link } from 'react-router-dom';
import { shell } from '@app/shared/federation';
import ui from '../../../components/ui.module.css';
import { NS } from '../../../i18n/namespace';
import { useMemberName } from '../../../lib/use-member';
import styles from './play.module.css';

/** The member centre's limits page (the "me" id stands for the member who is logged in). */
export const MEMBER_RG_PATH = '/personal/me/responsible';
const MEMBER_HISTORY_PATH = '/personal/me/transactions';

const TOOLS = [
  { glyph: '◔', title: 'rgPage.limitsTitle', body: 'rgPage.limitsBody' },
  { glyph: '⏰', title: 'rgPage.realityTitle', body: 'rgPage.realityBody' },
  { glyph: '⏸', title: 'rgPage.timeoutTitle', body: 'rgPage.timeoutBody' },
  { glyph: '⛔', title: 'rgPage.exclusionTitle', body: 'rgPage.exclusionBody' },
] as const;

/** The four tools, with the way to them: the settings for a member, the login for a guest. */
export function PlayTools() {
  const { t } = useTranslation(NS);
  const member = useMemberName();
  return (
    <section className={ui.panel} aria-labelledby="rg-tools-title">
      <h2 id="rg-tools-title" className={ui.panelTitle}>
        {t('rgPage.toolsTitle')}
      </h2>
      <ul className={styles.tools}>
        {TOOLS.map((tool) => (
          <li key={tool.title} className={styles.tool}>
            <span className={styles.toolGlyph} aria-hidden="true">
              {tool.glyph}
            </span>
            <strong>{t(tool.title)}</strong>
            <span className={ui.muted}>{t(tool.body)}</span>
          </li>
        ))}
      </ul>
      <div className={styles.toolActions}>
        {member ? (
          <>
            <Link className={ui.primary} to={MEMBER_RG_PATH}>
              {t('rgPage.openSettings')}
            </Link>
            <Link className={ui.ghost} to={MEMBER_HISTORY_PATH}>
              {t('rgPage.historyLink')}
            </Link>
          </>
        ) : (
          <button
            type="button"
            className={ui.primary}
            onClick={() => shell.openLogin({ redirect: MEMBER_RG_PATH })}
          >
            {t('rgPage.loginToSet')}
          </button>
        )}
      </div>
    </section>
  );
}
