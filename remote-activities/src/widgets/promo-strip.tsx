import { LoadingState } from '@app/shared/ui';
import type { RemoteWidgetProps } from '@app/shared/federation';
import { PromoCard } from '../features/catalog/promo-card';
import { useAdverts } from '../features/catalog/use-adverts';
import styles from '../features/catalog/promo-card.module.css';

/** The host renders this module once its messages are loaded (RemoteModule). */
export { namespaceReady as ready } from '../i18n/namespace';

/** Home-page widget: the first promotions. */
export default function PromoStripWidget({ limit = 4 }: RemoteWidgetProps) {
  const { data, isPending } = useAdverts();
  if (isPending) return <LoadingState label="…" />;
  return (
    <div className={styles.grid}>
      {(data ?? []).slice(0, limit).map((a) => (
        <PromoCard key={String(a.id)} advert={a} />
      ))}
    </div>
  );
}
