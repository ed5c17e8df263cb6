import { useCallback, useEffect, useState, type RefObject } from 'react';
import { reportError } from '@app/shared/telemetry';
import { attachEngine, type Attached } from '../lib/attach-engine';
import { chooseEngine, detectSupport, type VideoSource } from '../lib/video-source';

export type PlayerStatus =
  'loading' | 'playing' | 'paused' | 'buffering' | 'reconnecting' | 'error';

/** SPEC §9: volume 70, sound on. */
export const PLAYER_VOLUME = 0.7;
const MAX_RETRIES = 3;
/** A live stream still buffering after this long jumps to the live edge instead of lagging behind. */
export const STALL_JUMP_MS = 4000;
/** Seconds behind the edge that are worth a jump (less is ordinary live latency). */
const BEHIND_S = 1;
const retryDelay = (n: number) => Math.min(8000, 1000 * 2 ** n);

/**
 * Plays one source in the element: chooses and loads the engine, starts with sound (falls back to
 * muted autoplay when the browser blocks sound), retries fatal errors with backoff, then gives up
 * with an error the member can refresh; a live stream stalled for STALL_JUMP_MS jumps to its live edge.
 * Everything is torn down when the source (its address or type) or the room changes: not when the
 * page renders an equal source anew (a refetched stream info), which would restart the stream.
 */
export function useVideoPlayer(
  videoRef: RefObject<HTMLVideoElement | null>,
  source: VideoSource | null,
) {
  const [status, setStatus] = useState<PlayerStatus>('loading');
  const [mutedByPolicy, setMutedByPolicy] = useState(false);
  const [generation, setGeneration] = useState(0);
  const url = source?.url ?? null;
  const type = source?.type ?? '';

  useEffect(() => {
    const video = videoRef.current;
    if (!video || url === null) return;
    let gone = false;
    let attached: Attached | null = null;
    let retries = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stall: ReturnType<typeof setTimeout> | undefined;
    const engine = chooseEngine({ type, url }, detectSupport(video));

    const start = async () => {
      if (!engine) {
        setStatus('error');
        return;
      }
      setStatus(retries ? 'reconnecting' : 'loading');
      try {
        attached = await attachEngine(engine, video, url, fail);
      } catch (error) {
        // the video engine's chunk (hls.js, mpegts.js) did not load or attach: a fault to see
        reportError(error, { kind: 'load', app: 'live' });
        fail();
        return;
      }
      if (gone) {
        attached.destroy();
        return;
      }
      video.volume = PLAYER_VOLUME;
      video.muted = false;
      try {
        await video.play();
      } catch (e) {
        if (gone || (e as Error).name !== 'NotAllowedError') return;
        video.muted = true;
        setMutedByPolicy(true);
        await video.play().catch(() => undefined);
      }
    };

    function fail() {
      if (gone) return;
      attached?.destroy();
      attached = null;
      if (retries >= MAX_RETRIES) {
        setStatus('error');
        return;
      }
      setStatus('reconnecting');
      timer = setTimeout(() => void start(), retryDelay(retries));
      retries += 1;
    }

    const jumpToLiveEdge = () => {
      const edge = attached?.liveEdge() ?? null;
      if (edge !== null && edge - video.currentTime > BEHIND_S) video.currentTime = edge;
    };
    const onPlaying = () => {
      retries = 0;
      clearTimeout(stall);
      setStatus('playing');
    };
    const onPause = () => {
      clearTimeout(stall);
      setStatus((s) => (s === 'error' ? s : 'paused'));
    };
    const onWaiting = () => {
      setStatus('buffering');
      clearTimeout(stall);
      stall = setTimeout(jumpToLiveEdge, STALL_JUMP_MS);
    };
    const onError = () => fail();
    video.addEventListener('playing', onPlaying);
    video.addEventListener('pause', onPause);
    video.addEventListener('waiting', onWaiting);
    // Native and file engines report failures on the element; hls.js/mpegts.js through onFatal.
    if (engine === 'native' || engine === 'file') video.addEventListener('error', onError);
    void start();

    return () => {
      gone = true;
      clearTimeout(timer);
      clearTimeout(stall);
      video.removeEventListener('playing', onPlaying);
      video.removeEventListener('pause', onPause);
      video.removeEventListener('waiting', onWaiting);
      video.removeEventListener('error', onError);
      attached?.destroy();
      video.pause();
    };
  }, [videoRef, url, type, generation]);

  const refresh = useCallback(() => setGeneration((g) => g + 1), []);

  const toggle = useCallback(() => {
    const video = videoRef.current;
    if (!video) return;
    if (video.paused) void video.play().catch(() => undefined);
    else video.pause();
  }, [videoRef]);

  const unmute = useCallback(() => {
    const video = videoRef.current;
    if (!video) return;
    video.muted = false;
    video.volume = PLAYER_VOLUME;
    setMutedByPolicy(false);
    void video.play().catch(() => undefined);
  }, [videoRef]);

  return { status, mutedByPolicy, refresh, toggle, unmute };
}
