import { useTranslation } from '@app/shared/i18n';
import ui from '../../../components/ui.module.css';
import { NS } from '../../../i18n/namespace';
import { HelpContacts } from './help-contacts';
import { PlayTools } from './play-tools';
import { SelfAssessmentForm } from './self-assessment-form';
import styles from './play.module.css';

const COMMITMENTS = ['rgPage.c1', 'rgPage.c2', 'rgPage.c3'] as const;
const SIGNS = [
  'rgPage.sign1',
  'rgPage.sign2',
  'rgPage.sign3',
  'rgPage.sign4',
  'rgPage.sign5',
  'rgPage.sign6',
] as const;

/** /responsible-gambling, open to everyone: our commitment, the tools, the warning signs, help. */
export function PlayResponsiblyPage() {
  const { t } = useTranslation(NS);
  return (
    <div className={styles.page}>
      <header className={`${ui.panel} ${styles.hero}`}>
        <span className={styles.ageBadge} aria-hidden="true">
          21+
        </span>
        <div className={styles.heroText}>
          <span className={styles.kicker}>{t('rgPage.kicker')}</span>
          <h1 className={styles.title}>{t('rgPage.title')}</h1>
          <p>{t('rgPage.lead')}</p>
        </div>
      </header>
      <section className={ui.panel} aria-labelledby="rg-commitment-title">
        <h2 id="rg-commitment-title" className={ui.panelTitle}>
          {t('rgPage.commitmentTitle')}
        </h2>
        <p className={styles.age}>{t('rgPage.age')}</p>
        <p className={ui.muted}>{t('rgPage.law')}</p>
        <ul className={styles.ticks}>
          {COMMITMENTS.map((key) => (
            <li key={key}>{t(key)}</li>
          ))}
        </ul>
      </section>
      <PlayTools />
      <section className={ui.panel} aria-labelledby="rg-signs-title">
        <h2 id="rg-signs-title" className={ui.panelTitle}>
          {t('rgPage.signsTitle')}
        </h2>
        <ul className={styles.signs}>
          {SIGNS.map((key) => (
            <li key={key}>{t(key)}</li>
          ))}
        </ul>
        <p className={styles.callout}>{t('rgPage.signsAction')}</p>
      </section>
      <SelfAssessmentForm />
      <HelpContacts />
    </div>
  );
}
