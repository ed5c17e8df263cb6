import { useTranslation } from '@app/shared/i18n';
import { elementTiming } from '@app/shared/ui';
import type { StreamInfo } from '@app/shared/api/live';
import { NS } from '../../../i18n/namespace';
import { useFollowPresenter, usePresenter } from '../api/use-room';
import styles from './room.module.css';

export interface RoomHeaderProps {
  info: StreamInfo;
  viewers: number | null;
  loggedIn: boolean;
  onLogin: () => void;
}

/** Title, presenter, viewers, the presenter's notice (as text) and the follow button. */
export function RoomHeader({ info, viewers, loggedIn, onLogin }: RoomHeaderProps) {
  const { t } = useTranslation(NS);
  const anchorId = (info as { anchorId?: number }).anchorId;
  const presenter = usePresenter(anchorId);
  const follow = useFollowPresenter(anchorId);
  const following = presenter.data?.isFollow ?? info.isFollow ?? false;
  const fans = presenter.data?.fans;
  const notice = typeof info.notice === 'string' ? info.notice.trim() : '';

  return (
    <header className={styles.header}>
      {info.anchorAvatar ? (
        <img className={styles.avatar} src={info.anchorAvatar} alt="" width={44} height={44} />
      ) : null}
      <div className={styles.headText}>
        <h1 className={styles.title} {...elementTiming('room-title')}>
          {info.title}
        </h1>
        <p className={styles.meta}>
          <span className={styles.anchorName}>{info.anchorName}</span>
          {viewers !== null ? <span>{t('viewers', { count: viewers })}</span> : null}
          {/* last: it arrives with the presenter's profile, after the rest (nothing moves) */}
          {fans != null ? <span>{t('room.fans', { count: fans })}</span> : null}
        </p>
        {notice ? (
          <p className={styles.notice} data-testid="room-notice">
            {notice}
          </p>
        ) : null}
      </div>
      <button
        type="button"
        className={following ? styles.following : styles.follow}
        aria-pressed={following}
        disabled={follow.isPending || anchorId === undefined}
        onClick={() => (loggedIn ? follow.mutate() : onLogin())}
        data-testid="follow"
      >
        {following ? t('room.following') : t('room.follow')}
      </button>
    </header>
  );
}
