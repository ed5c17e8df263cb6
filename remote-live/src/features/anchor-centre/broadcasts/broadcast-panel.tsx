import { useEffect, useState } from 'react';
import { useTranslation } from '@app/shared/i18n';
import type { Stream } from '@app/shared/api/live';
import { useQueryClient } from '@app/shared/client';
import { NS } from '../../../i18n/namespace';
import { useStreamActions } from '../api/use-anchor';
import { useLiveStatus } from '../api/use-studio';
import { STATUS } from '../lib/current-broadcast';
import { LiveStats } from '../live-controls/live-stats';
import { EndBroadcastDialog } from './end-broadcast-dialog';
import { LivePreview } from './live-preview';
import { PushSettings } from './push-settings';
import { ScheduledInfo } from './scheduled-info';
import styles from '../components/anchor.module.css';

export interface BroadcastPanelProps {
  stream: Stream;
  onNew: () => void;
}

/** The broadcast the studio is about, with what its state allows (SPEC §7 stream calls). */
export function BroadcastPanel({ stream, onNew }: BroadcastPanelProps) {
  const { t } = useTranslation(NS);
  const id = String(stream.id);
  const qc = useQueryClient();
  const { start, stop, cancel } = useStreamActions();
  const status = useLiveStatus(id, stream.status === STATUS.live);
  const [confirming, setConfirming] = useState(false);
  const polled = status.data?.status;
  // the stream moved on elsewhere (another device, the operator): re-read the anchor's streams
  useEffect(() => {
    if (polled !== undefined && polled !== stream.status)
      void qc.invalidateQueries({ queryKey: ['live', 'my-streams'] });
  }, [polled, stream.status, qc]);

  const state =
    stream.status === STATUS.live
      ? t('anchor.stateLive')
      : stream.status === STATUS.scheduled
        ? t('anchor.stateScheduled')
        : stream.status === STATUS.draft
          ? t('anchor.stateDraft')
          : t('anchor.stateEnded');

  return (
    <section
      className={styles.card}
      aria-label={t('anchor.broadcast')}
      data-testid="broadcast-panel"
      data-status={stream.status}
    >
      <header className={styles.row}>
        <span className={stream.status === STATUS.live ? styles.liveDot : styles.soonDot} />
        <h2 className={`${styles.h2} ${styles.grow}`}>{stream.title}</h2>
        <span className={styles.badge} data-testid="broadcast-state">
          {state}
        </span>
      </header>

      {stream.status === STATUS.live ? (
        <>
          <LiveStats status={status.data} />
          <LivePreview streamId={id} />
          <PushSettings streamId={id} />
          <button type="button" className={styles.danger} onClick={() => setConfirming(true)}>
            {t('anchor.end')}
          </button>
        </>
      ) : null}

      {stream.status === STATUS.scheduled || stream.status === STATUS.draft ? (
        <>
          <ScheduledInfo stream={stream} />
          <div className={styles.form}>
            <button
              type="button"
              className={styles.primary}
              disabled={start.isPending}
              onClick={() => start.mutate(stream.id)}
            >
              {t('anchor.startNow')}
            </button>
            <button
              type="button"
              className={styles.ghost}
              disabled={cancel.isPending}
              onClick={() => cancel.mutate(stream.id)}
            >
              {t('anchor.cancel')}
            </button>
          </div>
        </>
      ) : null}

      {stream.status === STATUS.ended ? (
        <>
          <p className={styles.muted} data-testid="ended-summary">
            {t('anchor.endedSummary', { peak: Number(stream.peakViewers ?? 0) })}
          </p>
          <button type="button" className={styles.primary} onClick={onNew}>
            {t('anchor.newBroadcast')}
          </button>
        </>
      ) : null}

      {confirming ? (
        <EndBroadcastDialog
          title={stream.title}
          viewers={status.data?.viewers ?? Number(stream.viewers ?? 0)}
          pending={stop.isPending}
          onClose={() => setConfirming(false)}
          onConfirm={() => stop.mutate(stream.id, { onSuccess: () => setConfirming(false) })}
        />
      ) : null}
    </section>
  );
}
