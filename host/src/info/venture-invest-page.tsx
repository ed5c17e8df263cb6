import { useTranslation } from 'react-i18next';
import { memberCurrency, siteMarket } from '@app/shared/rules';
import { useSessionStore } from '@app/shared/store';
import { useLoginDialog } from '../session/login-dialog-store';
import { COMMISSION_TIERS, type CommissionTier } from './commission-tiers';
import { INFO_NS, useInfoLanguage } from './info-messages';
import { InfoPageGate } from './info-page-gate';
import { INFO_PATHS } from './info-paths';
import { InviteLinkCard } from './invite-link-card';
import { useInfoTexts } from './use-info-texts';
import { usePageTitle } from './use-page-title';
import styles from './info.module.css';
import venture from './venture-invest.module.css';

export interface VentureInvestPageProps {
  /** Commission terms to show instead of the published defaults. */
  tiers?: readonly CommissionTier[];
}

function JoinCall() {
  const { t } = useTranslation(INFO_NS);
  const show = useLoginDialog((s) => s.show);
  // after login the dialog brings the member back here to pick up the invite link
  return (
    <>
      <p className={styles.muted}>{t('venture.ctaGuest')}</p>
      <div className={styles.actions}>
        <button
          type="button"
          className={styles.button}
          onClick={() => show(INFO_PATHS.ventureInvest, 'register')}
        >
          {t('venture.signUp')}
        </button>
        <button
          type="button"
          className={styles.buttonSecondary}
          onClick={() => show(INFO_PATHS.ventureInvest, 'login')}
        >
          {t('venture.logIn')}
        </button>
      </div>
    </>
  );
}

function VentureInvest({ tiers = COMMISSION_TIERS }: VentureInvestPageProps) {
  const { t } = useTranslation(INFO_NS);
  const texts = useInfoTexts();
  const lng = useInfoLanguage();
  const loggedIn = useSessionStore((s) => Boolean(s.token));
  const regCurrency = useSessionStore((s) => s.userInfo?.regCurrency);
  const currency = memberCurrency(regCurrency, siteMarket());
  usePageTitle(t('venture.title'));
  const number = new Intl.NumberFormat(
    lng === 'zh-cn' ? 'zh-CN' : lng === 'vi' ? 'vi-VN' : 'en-US',
  );

  return (
    <div className={styles.page}>
      <header className={styles.hero}>
        <h1 className={styles.heroTitle}>{t('venture.title')}</h1>
        <p className={styles.heroBody}>{t('venture.intro')}</p>
      </header>

      <section className={styles.section} aria-labelledby="venture-how">
        <h2 id="venture-how" className={styles.sectionTitle}>
          {t('venture.howTitle')}
        </h2>
        <ol className={`${styles.grid} ${styles.plainList}`}>
          {texts.venture.steps.map((step, index) => (
            <li key={step.title} className={styles.card}>
              <span className={venture.stepNumber} aria-hidden="true">
                {index + 1}
              </span>
              <h3 className={styles.cardTitle}>{step.title}</h3>
              <p className={styles.muted}>{step.body}</p>
            </li>
          ))}
        </ol>
      </section>

      <section className={styles.section} aria-labelledby="venture-tiers">
        <h2 id="venture-tiers" className={styles.sectionTitle}>
          {t('venture.tiersTitle')}
        </h2>
        <div
          className={venture.tableWrap}
          role="region"
          aria-labelledby="venture-tiers"
          tabIndex={0}
        >
          <table className={venture.table}>
            <caption className={styles.visuallyHidden}>{t('venture.tiersCaption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('venture.tierColumn')}</th>
                <th scope="col">{t('venture.activeColumn')}</th>
                <th scope="col">{t('venture.revenueColumn', { currency })}</th>
                <th scope="col">{t('venture.rateColumn')}</th>
              </tr>
            </thead>
            <tbody>
              {tiers.map((tier, index) => (
                <tr key={tier.rate}>
                  <th scope="row">{texts.venture.tierNames[index] ?? index + 1}</th>
                  <td>{t('venture.atLeast', { value: number.format(tier.minActive) })}</td>
                  <td>{t('venture.atLeast', { value: number.format(tier.minRevenue) })}</td>
                  <td className={venture.rate}>{tier.rate}%</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <p className={styles.muted}>{t('venture.tiersNote')}</p>
      </section>

      <section
        className={`${styles.section} ${styles.card} ${venture.cta}`}
        aria-labelledby="venture-cta"
      >
        <h2 id="venture-cta" className={styles.sectionTitle}>
          {t('venture.ctaTitle')}
        </h2>
        {loggedIn ? <InviteLinkCard /> : <JoinCall />}
      </section>
    </div>
  );
}

/** SPEC §2 /VentureInvest (open to visitors): the partner programme and its call to action. */
export default function VentureInvestPage(props: VentureInvestPageProps) {
  return (
    <InfoPageGate>
      <VentureInvest {...props} />
    </InfoPageGate>
  );
}
