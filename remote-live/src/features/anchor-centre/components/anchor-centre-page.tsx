import { useState, type ReactNode } from 'react';
import { useTranslation } from '@app/shared/i18n';
import { NS } from '../../../i18n/namespace';
import { useMyStreams } from '../api/use-anchor';
import { BroadcastPanel } from '../broadcasts/broadcast-panel';
import { CreateBroadcast } from '../broadcasts/create-broadcast';
import { MyStreams } from '../broadcasts/my-streams';
import { EarningsPanel } from '../earnings/earnings-panel';
import { currentBroadcast, STATUS } from '../lib/current-broadcast';
import { BanManager } from '../moderation/ban-manager';
import { RoomWords } from '../moderation/room-words';
import { PresenterProfile } from '../profile/presenter-profile';
import { MyTips } from '../tips/my-tips';
import { TipPusher } from '../tips/tip-pusher';
import { AnchorStats } from './anchor-stats';
import styles from './anchor.module.css';

export interface AnchorCentrePageProps {
  /** The live room's chat for the studio, composed by the app (features do not import each other). */
  renderChat?: (streamId: string) => ReactNode;
}

/** personalAnchor, the anchor studio (SPEC §2/§6, anchors only; the host's guard shows 403 to others). */
export function AnchorCentrePage({ renderChat }: AnchorCentrePageProps) {
  const { t } = useTranslation(NS);
  const streams = useMyStreams();
  const [creating, setCreating] = useState(false);
  const current = currentBroadcast(streams.data?.records ?? []);
  const live = current?.status === STATUS.live ? String(current.id) : null;
  // a new anchor, or one whose last broadcast was cancelled, starts with the form
  const showCreate = creating || (streams.isSuccess && current === null);

  return (
    <section className={styles.page} data-testid="anchor-centre">
      <h1 className={styles.h1}>{t('anchorCentre')}</h1>
      <AnchorStats />
      <div className={styles.columns}>
        <div className={styles.column}>
          {current ? <BroadcastPanel stream={current} onNew={() => setCreating(true)} /> : null}
          {current && !showCreate && current.status !== STATUS.ended ? (
            <button type="button" className={styles.ghost} onClick={() => setCreating(true)}>
              {t('anchor.newBroadcast')}
            </button>
          ) : null}
          {showCreate ? (
            <section className={styles.card}>
              <CreateBroadcast onDone={() => setCreating(false)} />
            </section>
          ) : null}
          <MyStreams />
          <TipPusher liveStreamId={live} />
          <MyTips />
          <EarningsPanel />
        </div>
        <div className={styles.column}>
          {live && renderChat ? renderChat(live) : null}
          <BanManager liveStreamId={live} />
          {live ? <RoomWords streamId={live} /> : null}
          <PresenterProfile />
        </div>
      </div>
    </section>
  );
}
