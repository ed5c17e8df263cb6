import type { Ctx } from './context';
import { mediaUrl } from './context';
import { notFound } from './errors';
import { CLIP_PATH, HLS_PATH } from './routes/video';
import { isoVn } from './time';
import { localize, localizeAll, mediaInLang } from './i18n/texts';
import { currentViewers } from './stream-audience';
import { STREAM } from './stream-status';

export interface StreamRow {
  id: number;
  title: string;
  anchor_id: number;
  status: number;
  viewers: number;
  sport_id: number | null;
  match_id: number | null;
  start_time: number;
  cover: string;
  is_fee: number;
  fee_amount: number;
  tags: string;
  notice: string;
  created_at: number;
  peak_viewers: number;
  live_at: number | null;
  ended_at: number | null;
  anchor_name: string;
  anchor_avatar: string;
  anchor_user_name: string;
}

export { STREAM };

export const STREAM_SELECT = `SELECT s.*, u.nick_name AS anchor_name, u.avatar AS anchor_avatar, u.user_name AS anchor_user_name
  FROM streams s JOIN users u ON u.id = s.anchor_id`;

export function avatarUrl(ctx: Ctx, avatar: string, fallbackId: number): string {
  const first = avatar.split(',')[0]?.trim();
  const id = first && /^\d+$/.test(first) ? first : String((fallbackId % 10) + 1);
  return first && !/^\d+$/.test(first)
    ? mediaUrl(ctx, first)
    : mediaUrl(ctx, `/media/avatars/${id}.svg`);
}

export function streamView(ctx: Ctx, s: StreamRow) {
  return {
    id: s.id,
    title: localize(s.title),
    anchorId: s.anchor_id,
    anchorName: s.anchor_name,
    anchorUserName: s.anchor_user_name,
    anchorAvatar: avatarUrl(ctx, s.anchor_avatar, s.anchor_id),
    cover: mediaInLang(mediaUrl(ctx, s.cover)),
    status: s.status,
    viewers: currentViewers(ctx, s),
    peakViewers: s.peak_viewers,
    sportId: s.sport_id,
    matchId: s.match_id,
    startTime: isoVn(s.start_time),
    isFee: s.is_fee,
    feeAmount: s.fee_amount,
    tags: localizeAll(JSON.parse(s.tags) as string[]),
    notice: s.notice,
    liveAt: s.live_at === null ? null : isoVn(s.live_at),
    endedAt: s.ended_at === null ? null : isoVn(s.ended_at),
    videoSources: s.status === STREAM.LIVE ? videoSources(ctx) : [],
  };
}

/** Every live stream plays the committed test clip: line 1 HLS, line 2 the MP4 (README "Video"). */
export function videoSources(ctx: Ctx) {
  return [
    { line: 1, name: 'Line 1', type: 'hls', url: mediaUrl(ctx, HLS_PATH) },
    { line: 2, name: 'Line 2', type: 'mp4', url: mediaUrl(ctx, CLIP_PATH) },
  ];
}

export function getStream(ctx: Ctx, id: number): StreamRow {
  const row = ctx.db.prepare(`${STREAM_SELECT} WHERE s.id = ?`).get(id) as StreamRow | undefined;
  if (!row) throw notFound('Stream');
  return row;
}
