import { useId } from 'react';
import { useTranslation } from '@app/shared/i18n';
import { hasVideoSource, type MatchLike } from '@app/shared/rules';
import { RemoteWidget } from '@app/shared/ui';
import { NS } from '../../../i18n/namespace';
import styles from './match-video-panel.module.css';

/** What the live remote's `./widgets/match-video` takes (its contract; never imported from it). */
interface MatchVideoWidgetProps {
  matchId: string;
  src?: string;
  fbId?: string;
  title?: string;
}

export interface MatchVideoPanelProps {
  match: MatchLike & { id: number | string };
  /** "Home – Away", the player's label. */
  name: string;
  /** Whether the video is shown (see useVideoOpen: remembered for the session). */
  open: boolean;
  onToggle: () => void;
}

/**
 * The match detail's live video (issue 10): the live remote's player, reached through the shell
 * (`RemoteWidget`), for a match with a `liveUrl` or `fbId`; nothing for a match without one. A
 * "Watch / Hide video" toggle; a fixed 16:9 stage while it loads; a
 * short note when the live remote is off or fails, and the markets below keep working.
 */
export function MatchVideoPanel({ match, name, open, onToggle }: MatchVideoPanelProps) {
  const { t } = useTranslation(NS);
  const stageId = useId();
  if (!hasVideoSource(match)) return null;
  const props: MatchVideoWidgetProps = {
    matchId: String(match.id),
    src: match.liveUrl?.trim() || undefined,
    fbId: match.fbId ? String(match.fbId) : undefined,
    title: name,
  };
  return (
    <section className={styles.panel} aria-label={t('video.title')} data-testid="match-video-panel">
      <div className={styles.head}>
        <span className={styles.label}>
          <span className={styles.dot} aria-hidden="true" />
          {t('video.title')}
        </span>
        <button
          type="button"
          className={styles.toggle}
          aria-expanded={open}
          aria-controls={stageId}
          onClick={onToggle}
        >
          {open ? t('video.hide') : `▶ ${t('video.watch')}`}
        </button>
      </div>
      <div id={stageId} hidden={!open}>
        {open ? (
          <RemoteWidget<MatchVideoWidgetProps>
            remote="live"
            expose="./widgets/match-video"
            props={props}
            loading={<div className={styles.stage} role="status" aria-label={t('video.loading')} />}
            fallback={
              <p className={styles.unavailable} role="status">
                {t('video.unavailable')}
              </p>
            }
          />
        ) : null}
      </div>
    </section>
  );
}
