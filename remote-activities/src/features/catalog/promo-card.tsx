import { Link } from 'react-router-dom';
import { preloadOnIntent } from '@app/shared/lazy';
import { ActivityScreen } from '../../app/pages';
import { isActivityPath } from '../../lib/catalog';
import { elementTiming, imageLoading } from '@app/shared/ui';
import { getRuntimeConfig } from '@app/shared/client';
import { type Advert } from '@app/shared/api/promotion';
import { apiImageSrc } from '@app/shared/federation';
import { sitePath } from './site-path';
import styles from './promo-card.module.css';

export interface PromoCardProps {
  advert: Advert;
  /** The page's first card: its picture is the first screen's largest, so it is fetched at once. */
  priority?: boolean;
}

export function PromoCard({ advert, priority }: PromoCardProps) {
  const content = (
    <>
      <img
        className={styles.image}
        src={apiImageSrc(advert.imageUrl, getRuntimeConfig().apiBaseUrl)}
        alt=""
        {...imageLoading(priority)}
        width={630}
        height={270}
      />
      <div className={styles.body}>
        <h3 className={styles.title} {...elementTiming('activity-card')}>
          {advert.title}
        </h3>
        {advert.subTitle ? <p className={styles.sub}>{advert.subTitle}</p> : null}
      </div>
    </>
  );
  const to = sitePath(advert.link);
  return to ? (
    <Link
      className={styles.card}
      to={to}
      data-testid="promo-card"
      {...preloadOnIntent(isActivityPath(to) ? ActivityScreen : undefined)}
    >
      {content}
    </Link>
  ) : (
    <div className={styles.card} data-testid="promo-card">
      {content}
    </div>
  );
}
