/** A playable line of a stream (sandbox `videoSources`: `{ line, name, type, url }`). */
export interface VideoSource {
  line: number;
  name: string;
  type: string;
  url: string;
}

export type Engine = 'native' | 'hls' | 'flv' | 'file';

/**
 * The on-demand chunk an engine's library comes in (the `webpackChunkName`s of attach-engine.ts): the
 * room's early painter asks for it as soon as the stream's info names its source (app/early-paint.ts).
 */
export const ENGINE_CHUNKS: Readonly<Partial<Record<Engine, string>>> = {
  hls: 'hls',
  flv: 'mpegts',
};

/** The line a room opens on. */
export const FIRST_LINE = 1;

/** The source the player plays for `line`: that line's, else the first listed; null when none. */
export function sourceOfLine(sources: readonly VideoSource[], line: number): VideoSource | null {
  return sources.find((s) => s.line === line) ?? sources[0] ?? null;
}

export interface EngineSupport {
  /** `video.canPlayType('application/vnd.apple.mpegurl')` is not empty (Safari, iOS, Chromium 14x+). */
  nativeHls: boolean;
  /** Media Source Extensions (or ManagedMediaSource) are available for hls.js / mpegts.js. */
  mse: boolean;
}

function kindOf(source: Pick<VideoSource, 'type' | 'url'>): 'hls' | 'flv' | 'file' {
  const type = source.type.toLowerCase();
  const path = source.url.split(/[?#]/)[0]!.toLowerCase();
  if (type === 'hls' || type === 'm3u8' || path.endsWith('.m3u8')) return 'hls';
  if (type === 'flv' || path.endsWith('.flv')) return 'flv';
  return 'file';
}

/**
 * The engine a source needs: HLS through hls.js wherever Media Source Extensions exist, natively only
 * where they do not (iOS before 17.1); HTTP-FLV through mpegts.js; plain files (MP4) by the element
 * itself. Null when nothing can play it. Desktop Chromium answers `canPlayType` for HLS with "maybe"
 * since its built-in player shipped, and that player stalled for good on a loaded machine (the flaky
 * live-room e2e), with none of hls.js's recovery or live-edge control; hls.js's own advice is the
 * same order (`Hls.isSupported()` first, native second).
 */
export function chooseEngine(
  source: Pick<VideoSource, 'type' | 'url'>,
  support: EngineSupport,
): Engine | null {
  const kind = kindOf(source);
  if (kind === 'hls') return support.mse ? 'hls' : support.nativeHls ? 'native' : null;
  if (kind === 'flv') return support.mse ? 'flv' : null;
  return 'file';
}

/** Parses the untrusted `videoSources` of a stream's info. */
export function toVideoSources(raw: readonly unknown[] | undefined): VideoSource[] {
  return (raw ?? []).flatMap((s) => {
    if (typeof s !== 'object' || s === null) return [];
    const r = s as Record<string, unknown>;
    if (typeof r.url !== 'string' || !/^https?:\/\//.test(r.url)) return [];
    return [
      {
        line: typeof r.line === 'number' ? r.line : 0,
        name: typeof r.name === 'string' ? r.name : '',
        type: typeof r.type === 'string' ? r.type : '',
        url: r.url,
      },
    ];
  });
}

export function detectSupport(video: HTMLVideoElement): EngineSupport {
  const w = window as unknown as { MediaSource?: unknown; ManagedMediaSource?: unknown };
  return {
    nativeHls: video.canPlayType('application/vnd.apple.mpegurl') !== '',
    mse: Boolean(w.MediaSource ?? w.ManagedMediaSource),
  };
}
