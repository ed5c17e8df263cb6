import { mockBackend, signInForTest } from '@app/shared/testing';

/** A signed-in member and a stream list of one live stream, "Derby" (id 5, Thu Trang). */
export function oneLiveStream() {
  signInForTest();
  const api = mockBackend();
  api.on('POST', '/api/live/stream/list', () => ({
    data: {
      records: [{ id: 5, title: 'Derby', anchorName: 'Thu Trang', cover: null, status: 2 }],
      total: 1,
      current: 1,
      size: 999,
    },
  }));
  return api;
}
