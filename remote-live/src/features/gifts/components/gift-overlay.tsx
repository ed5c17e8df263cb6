import { useEffect } from 'react';
import { useTranslation } from '@app/shared/i18n';
import { NS } from '../../../i18n/namespace';
import { GIFT_SHOW_MS, useGiftQueue } from '../stores/gift-queue';
import styles from './gifts.module.css';

/** Plays the gift queue over the video; the room leaving clears it. Motion is CSS, off under reduced motion. */
export function GiftOverlay() {
  const { t } = useTranslation(NS);
  const current = useGiftQueue((s) => s.current);
  const next = useGiftQueue((s) => s.next);
  const clear = useGiftQueue((s) => s.clear);

  useEffect(() => clear, [clear]);
  useEffect(() => {
    if (!current) return;
    const timer = setTimeout(next, GIFT_SHOW_MS);
    return () => clearTimeout(timer);
  }, [current, next]);

  if (!current) return null;
  return (
    <div className={styles.overlay} aria-hidden="true" data-testid="gift-show">
      <div key={`${current.key}-${current.count}`} className={styles.show}>
        {current.icon ? <img src={current.icon} alt="" width={40} height={40} /> : null}
        <span>
          <strong>{current.sender}</strong> {t('gifts.sent', { gift: current.giftName })}
        </span>
        <span className={styles.combo}>×{current.count}</span>
      </div>
    </div>
  );
}
