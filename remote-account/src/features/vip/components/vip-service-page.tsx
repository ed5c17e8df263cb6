import { useTranslation } from '@app/shared/i18n';
import ui from '../../../components/ui.module.css';
import { NS } from '../../../i18n/namespace';
import { CallbackForm } from './callback-form';
import { ServiceArt, type ServiceKind } from './service-art';
import styles from './vip.module.css';

/* Every text of a service page by key, so each stays a literal key (typed by the English bundle). */
const TEXTS = {
  manager: {
    title: 'service.manager.title',
    lead: 'service.manager.lead',
    who: 'service.manager.who',
    perks: [
      ['service.manager.p1t', 'service.manager.p1b'],
      ['service.manager.p2t', 'service.manager.p2b'],
      ['service.manager.p3t', 'service.manager.p3b'],
    ],
  },
  host: {
    title: 'service.host.title',
    lead: 'service.host.lead',
    who: 'service.host.who',
    perks: [
      ['service.host.p1t', 'service.host.p1b'],
      ['service.host.p2t', 'service.host.p2b'],
      ['service.host.p3t', 'service.host.p3b'],
    ],
  },
  yacht: {
    title: 'service.yacht.title',
    lead: 'service.yacht.lead',
    who: 'service.yacht.who',
    perks: [
      ['service.yacht.p1t', 'service.yacht.p1b'],
      ['service.yacht.p2t', 'service.yacht.p2b'],
      ['service.yacht.p3t', 'service.yacht.p3b'],
    ],
  },
} as const;

/** vipDedicatedManager, vipBusinessGirl, vipYacht: what the service is, who gets it, call me back. */
export function VipServicePage({ kind }: { kind: ServiceKind }) {
  const { t } = useTranslation(NS);
  const x = TEXTS[kind];
  return (
    <div className={styles.servicePage} data-vip-service={kind}>
      <section className={`${ui.panel} ${styles.serviceHero}`} aria-labelledby="service-title">
        <div className={styles.serviceText}>
          <span className={styles.kicker}>{t('service.kicker')}</span>
          <h1 id="service-title" className={styles.serviceTitle}>
            {t(x.title)}
          </h1>
          <p>{t(x.lead)}</p>
          <p className={ui.muted}>{t(x.who)}</p>
        </div>
        <ServiceArt kind={kind} />
      </section>
      <ul className={styles.perks}>
        {x.perks.map(([title, body]) => (
          <li key={title} className={ui.panel}>
            <h2 className={ui.panelTitle}>{t(title)}</h2>
            <p className={ui.muted}>{t(body)}</p>
          </li>
        ))}
      </ul>
      <CallbackForm />
    </div>
  );
}
