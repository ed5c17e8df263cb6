import { useTranslation } from '@app/shared/i18n';
import { MessageState } from '@app/shared/ui';
import { usePreloadWhenVisitorActs } from '@app/shared/lazy';
import { ActivityScreen } from '../../app/pages';
import { NS } from '../../i18n/namespace';
import { ActivityDirectory } from './activity-directory';
import { PromoCard } from './promo-card';
import { useAdverts } from './use-adverts';
import styles from './promo-card.module.css';

/**
 * Cards of the real cards' size while the list loads, enough to fill a phone's first screen, so the
 * directory below does not jump when the list arrives (Lighthouse measured CLS 0.81 here).
 */
function PromoGridSkeleton({ label }: { label: string }) {
  return (
    <div className={styles.grid} role="status" aria-label={label} data-testid="promo-skeleton">
      {[0, 1, 2, 3].map((i) => (
        <div key={i} className={`${styles.card} ${styles.skeleton}`} aria-hidden="true">
          <div className={styles.image} />
          <div className={styles.body}>
            <span className={styles.skeletonLine} />
          </div>
        </div>
      ))}
    </div>
  );
}

/** activity (SPEC §2): the promotions list. */
export function PromotionsPage() {
  const { t } = useTranslation(NS);
  const { data, isPending, isError, refetch } = useAdverts();
  // a visitor who starts scrolling the cards has the activity page on its way before the tap
  const page = usePreloadWhenVisitorActs<HTMLElement>(ActivityScreen);
  return (
    <section ref={page}>
      <h1 className={styles.heading}>{t('title')}</h1>
      {isPending ? (
        <PromoGridSkeleton label={t('loading')} />
      ) : isError ? (
        <MessageState
          role="alert"
          title={t('error')}
          actionLabel="↻"
          onAction={() => void refetch()}
        />
      ) : data.length === 0 ? (
        <MessageState title={t('empty')} />
      ) : (
        <div className={styles.grid}>
          {data.map((a, i) => (
            <PromoCard key={String(a.id)} advert={a} priority={i === 0} />
          ))}
        </div>
      )}
      <ActivityDirectory />
    </section>
  );
}
