import { http } from 'msw';
import type { Stream } from '../../api/live/live';
import { STREAM_LIVE } from '../../api/live/stream-status';
import { ok, onAnyOrigin } from './envelope';

/** Sample answers of the live calls (SPEC §7 Live and anchor). */
export const sampleStreams = [
  { id: 11, title: 'Derby night', anchorName: 'Lan', status: STREAM_LIVE },
  { id: 12, title: 'Cup preview', anchorName: 'Minh', status: 1 },
] satisfies Stream[];

export const liveHandlers = [
  http.post(onAnyOrigin('/api/live/stream/list'), () =>
    ok({ records: sampleStreams, total: sampleStreams.length }),
  ),
];
