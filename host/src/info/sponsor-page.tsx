import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { INFO_NS } from './info-messages';
import { InfoPageGate } from './info-page-gate';
import { HELP_CONTACT_ID, INFO_PATHS } from './info-paths';
import { initialsOf, SponsorCrest } from './sponsor-crest';
import { useInfoTexts } from './use-info-texts';
import { usePageTitle } from './use-page-title';
import styles from './info.module.css';
import sponsor from './sponsor.module.css';

function Sponsors() {
  const { t } = useTranslation(INFO_NS);
  const texts = useInfoTexts();
  usePageTitle(t('sponsor.title'));

  return (
    <div className={styles.page}>
      <header className={`${styles.hero} ${sponsor.hero}`}>
        <h1 className={styles.heroTitle}>{t('sponsor.title')}</h1>
        <p className={styles.heroBody}>{t('sponsor.intro')}</p>
      </header>

      <ul className={`${sponsor.cards} ${styles.plainList}`}>
        {texts.sponsor.partners.map((partner, index) => (
          <li key={partner.id}>
            <article
              className={`${styles.card} ${sponsor.card}`}
              aria-labelledby={`sponsor-${partner.id}`}
            >
              <div className={sponsor.banner} data-tone={index % 4}>
                <SponsorCrest initials={initialsOf(partner.name)} tone={index} />
                <span className={sponsor.sport}>{partner.sport}</span>
              </div>
              <h2 id={`sponsor-${partner.id}`} className={styles.cardTitle}>
                {partner.name}
              </h2>
              <p className={sponsor.since}>{t('sponsor.since', { year: partner.year })}</p>
              <p className={styles.muted}>{partner.body}</p>
              <ul className={sponsor.highlights}>
                {partner.highlights.map((highlight) => (
                  <li key={highlight}>{highlight}</li>
                ))}
              </ul>
            </article>
          </li>
        ))}
      </ul>

      <section className={`${styles.section} ${styles.card}`} aria-labelledby="sponsor-enquiry">
        <h2 id="sponsor-enquiry" className={styles.sectionTitle}>
          {t('sponsor.enquiryTitle')}
        </h2>
        <p className={styles.muted}>{t('sponsor.enquiryBody')}</p>
        <div className={styles.actions}>
          <Link className={styles.button} to={`${INFO_PATHS.helpCenter}#${HELP_CONTACT_ID}`}>
            {t('sponsor.enquiryLink')}
          </Link>
        </div>
      </section>
    </div>
  );
}

/** SPEC §2 /sponsor (open to visitors): the clubs and events the brand sponsors. */
export default function SponsorPage() {
  return (
    <InfoPageGate>
      <Sponsors />
    </InfoPageGate>
  );
}
