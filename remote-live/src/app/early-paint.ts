/**
 * The live room's early painter (issue 16; shared/src/federation/early-paint.ts): run by the host's
 * early script before the host's and this remote's code have arrived, it draws the room's frame from the
 * stream's info — the player's box with the stream's poster and the loading spinner, the title, the
 * presenter and the follow button, the chat column — with the markup and classes of RoomScreen,
 * VideoPlayer and RoomHeader, so the page's own render takes over without anything moving. Built on its
 * own into `early-paint.js` (no React, no zod): values go in as text and attributes, never as HTML; it
 * draws nothing for a room the page would show otherwise (locked, offline, an answer it rejects).
 */
import {
  domElement,
  parseEnvelope,
  STREAM_LIVE,
  SUCCESS_CODE,
  type EarlyPaintInput,
} from '@app/shared/boot';
import en from '../i18n/locales/en.json';
import vi from '../i18n/locales/vi.json';
import zhCn from '../i18n/locales/zh-cn.json';
import screen from './room-screen.module.css';
import player from '../features/player/components/video-player.module.css';
import {
  chooseEngine,
  detectSupport,
  ENGINE_CHUNKS,
  FIRST_LINE,
  sourceOfLine,
  toVideoSources,
  type VideoSource,
} from '../features/player/lib/video-source';
import room from '../features/live-room/components/room.module.css';

const INFO_PATH = /^\/api\/live\/stream\/getInfo\/[\w-]+$/;

// only these words end up in early-paint.js (webpack keeps the JSON properties a bundle reads)
const WORDS: Readonly<
  Record<string, { viewers: string; follow: string; following: string; loading: string }>
> = {
  en: {
    viewers: en.viewers,
    follow: en.room.follow,
    following: en.room.following,
    loading: en.player.status.loading,
  },
  vi: {
    viewers: vi.viewers,
    follow: vi.room.follow,
    following: vi.room.following,
    loading: vi.player.status.loading,
  },
  'zh-cn': {
    viewers: zhCn.viewers,
    follow: zhCn.room.follow,
    following: zhCn.room.following,
    loading: zhCn.player.status.loading,
  },
};

export interface PaintedRoom {
  title: string;
  anchorName: string | null;
  anchorAvatar: string | null;
  cover: string | null;
  viewers: number | null;
  notice: string;
  isFollow: boolean;
  sources: VideoSource[];
}

type Rec = Record<string, unknown>;
const isRec = (v: unknown): v is Rec => typeof v === 'object' && v !== null && !Array.isArray(v);
const optional = (v: unknown, test: (x: unknown) => boolean) => v === undefined || test(v);
const nullable = (test: (x: unknown) => boolean) => (v: unknown) => v === null || test(v);
const isString = (v: unknown) => typeof v === 'string';
const isNumber = (v: unknown) => typeof v === 'number';
const isBoolean = (v: unknown) => typeof v === 'boolean';

/** What StreamInfoSchema accepts (the page's validation), else the page shows its error: null. */
function acceptedInfo(data: unknown): Rec | null {
  if (!isRec(data)) return null;
  const ok =
    (isNumber(data.id) || isString(data.id)) &&
    isString(data.title) &&
    isNumber(data.status) &&
    optional(data.anchorName, isString) &&
    optional(data.anchorAvatar, nullable(isString)) &&
    optional(data.cover, nullable(isString)) &&
    optional(data.viewers, isNumber) &&
    optional(data.sportId, nullable(isNumber)) &&
    optional(data.startTime, nullable(isString)) &&
    optional(data.locked, isBoolean) &&
    optional(data.isFollow, isBoolean) &&
    optional(data.videoSources, Array.isArray) &&
    optional(data.match, nullable(isRec)) &&
    optional(data.chatroom, isRec);
  return ok ? data : null;
}

/** The room as the page would first show it playing, or null when it would show something else. */
export function paintableRoom(body: unknown): PaintedRoom | null {
  const envelope = parseEnvelope(body);
  const info = envelope?.code === SUCCESS_CODE ? acceptedInfo(envelope.data) : null;
  if (!info || info.locked === true || info.status !== STREAM_LIVE) return null;
  const sources = toVideoSources(info.videoSources as unknown[] | undefined);
  if (sources.length === 0) return null;
  return {
    sources,
    title: info.title as string,
    anchorName: (info.anchorName as string | undefined) ?? null,
    anchorAvatar: (info.anchorAvatar as string | null | undefined) ?? null,
    cover: (info.cover as string | null | undefined) ?? null,
    viewers: (info.viewers as number | undefined) ?? null,
    notice: typeof info.notice === 'string' ? info.notice.trim() : '',
    isFollow: info.isFollow === true,
  };
}

/** VideoPlayer while its stream loads: the poster, the status for screen readers and the spinner. */
function playerBox(doc: Document, r: PaintedRoom, loading: string) {
  const box = domElement(doc, 'div', player.player, { 'data-status': 'loading' });
  const video = domElement(doc, 'video', player.video, { playsinline: '', loop: '' });
  if (r.cover) video.setAttribute('poster', r.cover);
  const center = domElement(doc, 'div', player.center, { 'aria-hidden': 'true' });
  center.append(domElement(doc, 'span', player.spinner));
  box.append(video, domElement(doc, 'p', player.srOnly, { role: 'status' }, loading), center);
  return box;
}

/** RoomHeader: avatar, title, presenter and viewers, notice, the follow button (inert until the page runs). */
function header(doc: Document, r: PaintedRoom, words: (typeof WORDS)[string]) {
  const head = domElement(doc, 'header', room.header);
  if (r.anchorAvatar)
    head.append(
      domElement(doc, 'img', room.avatar, {
        src: r.anchorAvatar,
        alt: '',
        width: '44',
        height: '44',
      }),
    );
  const text = domElement(doc, 'div', room.headText);
  text.append(domElement(doc, 'h1', room.title, { elementtiming: 'room-title' }, r.title));
  const meta = domElement(doc, 'p', room.meta);
  meta.append(domElement(doc, 'span', room.anchorName, {}, r.anchorName ?? ''));
  if (r.viewers !== null)
    meta.append(
      domElement(doc, 'span', undefined, {}, words.viewers.replace('{{count}}', String(r.viewers))),
    );
  text.append(meta);
  if (r.notice) text.append(domElement(doc, 'p', room.notice, {}, r.notice));
  const follow = domElement(
    doc,
    'button',
    r.isFollow ? room.following : room.follow,
    { type: 'button', 'aria-pressed': String(r.isFollow), disabled: '' },
    r.isFollow ? words.following : words.follow,
  );
  head.append(text, follow);
  return head;
}

/** Draws the room's frame; false (nothing drawn) when the page would show another state. */
export function paint({ slot, language, answers, preloadChunk }: EarlyPaintInput): boolean {
  const path = Object.keys(answers).find((p) => INFO_PATH.test(p));
  const r = path ? paintableRoom(answers[path]) : null;
  const words = WORDS[language];
  if (!r || !words) return false;
  const doc = slot.ownerDocument;
  const frame = domElement(doc, 'div', screen.room);
  const main = domElement(doc, 'div', screen.main);
  const box = playerBox(doc, r, words.loading);
  main.append(box, header(doc, r, words));
  frame.append(main, domElement(doc, 'aside', screen.side));
  slot.append(frame);
  // the video waits on its engine's library (hls.js: ~110 KiB) after the page's own code: asked now,
  // at low priority, it is in when the player starts (issue 16)
  const video = box.querySelector('video');
  const source = sourceOfLine(r.sources, FIRST_LINE);
  const engine = video && source ? chooseEngine(source, detectSupport(video)) : null;
  const chunk = engine ? ENGINE_CHUNKS[engine] : undefined;
  if (chunk && typeof preloadChunk === 'function') preloadChunk(chunk);
  return true;
}
