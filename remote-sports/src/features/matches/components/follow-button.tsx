import { memo } from 'react';
import { useTranslation } from '@app/shared/i18n';
import { NS } from '../../../i18n/namespace';
import { useFollowStore, useIsFollowed } from '../stores/follow-store';
import styles from './match-row.module.css';

export interface FollowButtonProps {
  sportId: number;
  matchId: string;
  name: string;
}

/** SPEC §4 collect toggle: the match id in the sport's persisted follow list (memoised: a tick skips it). */
export const FollowButton = memo(function FollowButton({
  sportId,
  matchId,
  name,
}: FollowButtonProps) {
  const { t } = useTranslation(NS);
  const on = useIsFollowed(sportId, matchId);
  const toggle = useFollowStore((s) => s.toggle);
  return (
    <button
      type="button"
      className={on ? `${styles.follow} ${styles.followOn}` : styles.follow}
      aria-pressed={on}
      aria-label={t(on ? 'follow.remove' : 'follow.add', { name })}
      onClick={() => toggle(sportId, matchId)}
    >
      {on ? '★' : '☆'}
    </button>
  );
});
