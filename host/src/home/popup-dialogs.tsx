import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { formatMoney } from '@app/shared/rules';
import { Modal } from '@app/shared/ui';
import type { Advert, GiftPack } from '@app/shared/api/promotion';
import { HOME_NS } from './home-i18n';
import { LazyImage } from './lazy-image';
import { linkTarget } from './link-target';
import styles from './popup-dialogs.module.css';

export interface AdDialogProps {
  adverts: readonly Advert[];
  onClose(): void;
}

/** The daily popup ad: one offer at a time, with a link to it. */
export function AdDialog({ adverts, onClose }: AdDialogProps) {
  const { t } = useTranslation(HOME_NS);
  const [i, setI] = useState(0);
  const advert = adverts[i];
  if (!advert) return null;
  const target = linkTarget(advert.link);
  return (
    <Modal
      labelledBy="home-popup-title"
      describedBy="home-popup-body"
      onClose={onClose}
      testId="popup-ad"
    >
      <button type="button" className={styles.close} aria-label={t('close')} onClick={onClose}>
        ×
      </button>
      <h2 id="home-popup-title" className={styles.title}>
        {t('popupTitle')}
      </h2>
      <LazyImage className={styles.banner} src={advert.imageUrl} alt={advert.title} priority />
      {/* the artwork carries the title; the text is for screen readers and failed images */}
      <p id="home-popup-body" className={styles.srOnly}>
        {advert.title}
        {advert.subTitle ? ` — ${advert.subTitle}` : ''}
      </p>
      <div className={styles.actions}>
        {adverts.length > 1 ? (
          <button
            type="button"
            className={styles.secondary}
            onClick={() => setI((n) => (n + 1) % adverts.length)}
          >
            {t('popupNext')} ({i + 1}/{adverts.length})
          </button>
        ) : null}
        {target?.kind === 'internal' ? (
          <Link className={styles.primary} to={target.to} onClick={onClose} data-autofocus>
            {t('popupView')}
          </Link>
        ) : target?.kind === 'external' ? (
          <a
            className={styles.primary}
            href={target.href}
            target="_blank"
            rel="noopener noreferrer"
            onClick={onClose}
            data-autofocus
          >
            {t('popupView')}
          </a>
        ) : null}
      </div>
    </Modal>
  );
}

export interface GiftDialogProps {
  pack: GiftPack;
  /** Display currency (SPEC §9 currency rule). */
  currency: string;
  /** The gift-pack route (SPEC §2), from giftPackTarget. */
  to: string;
  onClose(): void;
}

/** The new-member gift dialog: links to the gift-pack page with activityId and type=3. */
export function GiftDialog({ pack, currency, to, onClose }: GiftDialogProps) {
  const { t } = useTranslation(HOME_NS);
  return (
    <Modal
      labelledBy="home-gift-title"
      describedBy="home-gift-body"
      onClose={onClose}
      testId="gift-dialog"
    >
      <button type="button" className={styles.close} aria-label={t('close')} onClick={onClose}>
        ×
      </button>
      <div className={styles.giftIcon} aria-hidden="true">
        <svg
          viewBox="0 0 24 24"
          width="36"
          height="36"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          <rect x="3" y="8" width="18" height="4" rx="1" />
          <path d="M5 12v8a1 1 0 0 0 1 1h12a1 1 0 0 0 1-1v-8M12 8v13" />
          <path d="M12 8c-1.5-3-5-4-5.5-2S9 8 12 8zM12 8c1.5-3 5-4 5.5-2S15 8 12 8z" />
        </svg>
      </div>
      <h2 id="home-gift-title" className={`${styles.title} ${styles.center}`}>
        {t('giftTitle')}
      </h2>
      <p id="home-gift-body" className={`${styles.body} ${styles.center}`}>
        <span>{t('giftBody', { name: pack.name ?? '' })}</span>
        {typeof pack.amount === 'number' ? (
          <strong className={styles.amount}>
            {t('giftAmount', { amount: `${formatMoney(pack.amount)} ${currency}` })}
          </strong>
        ) : null}
      </p>
      <div className={styles.actions}>
        <button type="button" className={styles.secondary} onClick={onClose}>
          {t('giftLater')}
        </button>
        <Link className={styles.primary} to={to} onClick={onClose} data-autofocus>
          {t('giftClaim')}
        </Link>
      </div>
    </Modal>
  );
}
