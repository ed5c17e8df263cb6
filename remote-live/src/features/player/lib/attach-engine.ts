import type { Engine } from './video-source';

/** A running engine: destroy() releases the element, the MSE buffers and any worker. */
export interface Attached {
  destroy(): void;
  /** Where a live stream's edge is now (seconds), null for on-demand media or when not known yet. */
  liveEdge(): number | null;
}

/** The element's own live edge: the end of its seekable range while the duration is unbounded. */
function seekableEdge(video: HTMLVideoElement): number | null {
  const ranges = video.seekable;
  if (video.duration !== Infinity || !ranges || ranges.length === 0) return null;
  return ranges.end(ranges.length - 1);
}

/** Reports a fatal failure that the engine could not recover from itself. */
export type OnFatal = (reason: string) => void;

/** Attaches the engine to the element; hls.js and mpegts.js are fetched only when a source needs them. */
export async function attachEngine(
  engine: Engine,
  video: HTMLVideoElement,
  url: string,
  onFatal: OnFatal,
): Promise<Attached> {
  if (engine === 'hls') {
    const { default: Hls } = await import(/* webpackChunkName: "hls" */ 'hls.js/light');
    const hls = new Hls({ lowLatencyMode: true, liveSyncDurationCount: 3 });
    let mediaRecoveries = 0;
    hls.on(Hls.Events.ERROR, (_e, data) => {
      if (!data.fatal) return;
      if (data.type === Hls.ErrorTypes.MEDIA_ERROR && mediaRecoveries < 2) {
        mediaRecoveries += 1;
        hls.recoverMediaError();
        return;
      }
      onFatal(`${data.type}:${data.details}`);
    });
    hls.loadSource(url);
    hls.attachMedia(video);
    return { destroy: () => hls.destroy(), liveEdge: () => hls.liveSyncPosition ?? null };
  }
  if (engine === 'flv') {
    const { default: mpegts } = await import(/* webpackChunkName: "mpegts" */ 'mpegts.js');
    const player = mpegts.createPlayer(
      { type: 'flv', isLive: true, url },
      { enableStashBuffer: false, liveBufferLatencyChasing: true },
    );
    player.on(mpegts.Events.ERROR, (type: string, detail: string) => onFatal(`${type}:${detail}`));
    player.attachMediaElement(video);
    player.load();
    return {
      destroy: () => {
        player.unload();
        player.detachMediaElement();
        player.destroy();
      },
      liveEdge: () => seekableEdge(video),
    };
  }
  video.src = url;
  return {
    destroy: () => {
      video.removeAttribute('src');
      video.load();
    },
    liveEdge: () => seekableEdge(video),
  };
}
