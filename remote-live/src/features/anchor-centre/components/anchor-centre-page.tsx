import { useTranslation } from '@app/shared/i18n';
import { STREAM_LIVE } from '@app/shared/api/live';
import { NS } from '../../../i18n/namespace';
import { useMyStreams } from '../api/use-anchor';
import { AnchorStats } from './anchor-stats';
import { BanManager } from './ban-manager';
import { GiftIncome } from './gift-income';
import { MyStreams } from './my-streams';
import { TipPusher } from './tip-pusher';
import styles from './anchor.module.css';

/** personalAnchor (SPEC §2/§6, anchors only; the host's guard shows 403 to others). */
export function AnchorCentrePage() {
  const { t } = useTranslation(NS);
  const streams = useMyStreams();
  const live = streams.data?.records.find((s) => s.status === STREAM_LIVE);
  const liveId = live ? String(live.id) : null;
  return (
    <section className={styles.page} data-testid="anchor-centre">
      <h1 className={styles.h1}>{t('anchorCentre')}</h1>
      <AnchorStats />
      <div className={styles.columns}>
        <div className={styles.column}>
          <MyStreams />
          <TipPusher liveStreamId={liveId} />
          <GiftIncome />
        </div>
        <div className={styles.column}>
          <BanManager liveStreamId={liveId} />
        </div>
      </div>
    </section>
  );
}
