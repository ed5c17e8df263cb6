import { useTranslation } from '@app/shared/i18n';
import { Link } from 'react-router-dom';
import ui from '../../../components/ui.module.css';
import { NS } from '../../../i18n/namespace';
import styles from './play.module.css';

/* Names are the organisations' own (not translated); what they offer is. */
const ORGANISATIONS = [
  { name: 'Gamblers Anonymous', url: 'https://www.gamblersanonymous.org', body: 'rgPage.gaBody' },
  { name: 'GamCare', url: 'https://www.gamcare.org.uk', body: 'rgPage.gamcareBody' },
  { name: 'BeGambleAware', url: 'https://www.begambleaware.org', body: 'rgPage.bgaBody' },
  { name: 'Gambling Therapy', url: 'https://www.gamblingtherapy.org', body: 'rgPage.gtBody' },
] as const;

/** The host's help centre, at its customer-service section. */
const SUPPORT_PATH = '/HelpCenter#contact';

/** International help organisations and our own round-the-clock support. */
export function HelpContacts() {
  const { t } = useTranslation(NS);
  return (
    <section className={ui.panel} aria-labelledby="rg-help-title">
      <div>
        <h2 id="rg-help-title" className={ui.panelTitle}>
          {t('rgPage.helpTitle')}
        </h2>
        <p className={ui.muted}>{t('rgPage.helpLead')}</p>
      </div>
      <ul className={styles.orgs}>
        {ORGANISATIONS.map((o) => (
          <li key={o.name} className={styles.org}>
            <a href={o.url} target="_blank" rel="noopener noreferrer" className={styles.orgLink}>
              {o.name}
              <span className={styles.visuallyHidden}> {t('rgPage.newWindow')}</span>
            </a>
            <span className={styles.orgHost}>{new URL(o.url).hostname.replace(/^www\./, '')}</span>
            <span className={ui.muted}>{t(o.body)}</span>
          </li>
        ))}
      </ul>
      <div className={styles.support}>
        <div>
          <h3 className={styles.supportTitle}>{t('rgPage.supportTitle')}</h3>
          <p className={ui.muted}>{t('rgPage.supportBody')}</p>
        </div>
        <Link className={ui.ghost} to={SUPPORT_PATH}>
          {t('rgPage.supportLink')}
        </Link>
      </div>
    </section>
  );
}
