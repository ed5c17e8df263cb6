import type { Engine } from './video-source';

/** A running engine: destroy() releases the element, the MSE buffers and any worker. */
export interface Attached {
  destroy(): void;
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
    return { destroy: () => hls.destroy() };
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
    };
  }
  video.src = url;
  return {
    destroy: () => {
      video.removeAttribute('src');
      video.load();
    },
  };
}
