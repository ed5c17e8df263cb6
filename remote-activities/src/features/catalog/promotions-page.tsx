import { useTranslation } from 'react-i18next';
import { LoadingState, MessageState } from '@app/shared';
import { NS } from '../../i18n/namespace';
import { ActivityDirectory } from './activity-directory';
import { PromoCard } from './promo-card';
import { useAdverts } from './use-adverts';
import styles from './promo-card.module.css';

/** activity (SPEC §2): the promotions list. */
export function PromotionsPage() {
  const { t } = useTranslation(NS);
  const { data, isPending, isError, refetch } = useAdverts();
  return (
    <section>
      <h1 className={styles.heading}>{t('title')}</h1>
      {isPending ? (
        <LoadingState label="…" />
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
          {data.map((a) => (
            <PromoCard key={String(a.id)} advert={a} />
          ))}
        </div>
      )}
      <ActivityDirectory />
    </section>
  );
}
