import { useState } from 'react';
import { useTranslation } from '@app/shared/i18n';
import { VideoPlayer } from '../../features/player/components/video-player';
import { NS } from '../../i18n/namespace';
import { useMatchVideoSources, type MatchVideoRef } from './use-match-video-sources';
import styles from './match-video.module.css';

export interface MatchVideoProps extends MatchVideoRef {
  /** The match's name, for the player's accessible label. */
  title?: string;
}

/**
 * A match's live video for other remotes (the sportsbook's match detail, through the shell's
 * `loadWidget`): the live room's player on the match's `liveUrl`, or on the stream its `fbId`
 * links to. Always 16:9: a skeleton while the source resolves, a message when there is none.
 */
export function MatchVideo({ matchId, src, fbId, title }: MatchVideoProps) {
  const { t } = useTranslation(NS);
  const { sources, pending } = useMatchVideoSources({ matchId, src, fbId });
  const [line, setLine] = useState<number | null>(null);
  const label = title ? t('matchVideo.labelOf', { match: title }) : t('matchVideo.label');
  return (
    <figure className={styles.frame} aria-label={label} data-testid="match-video">
      {sources.length > 0 ? (
        <VideoPlayer sources={sources} line={line ?? sources[0]!.line} onLine={setLine} />
      ) : pending ? (
        <div className={styles.skeleton} role="status" aria-label={t('player.status.loading')} />
      ) : (
        <div className={styles.message} role="status">
          {t('matchVideo.none')}
        </div>
      )}
    </figure>
  );
}
