import { screen } from '@testing-library/react';
import {
  mockBackend,
  renderWithProviders,
  setUpTestUi,
  signInForTest,
  startDeclaredReads,
} from '@app/shared/testing';
import manifest from '../../../app-manifest.json';
import { namespaceReady } from '../../../i18n/namespace';
import { useRoomTips, useStreamInfo } from './use-room';

// Issue 16 "every other page": a room's first reads (`/anchorPlay?id=N`) are started by the host's HTML
// with the room's id from the query (host/src/boot/early-remote.ts). They only help when they are
// exactly the calls the room makes: the room must take them instead of asking the server again.
const ROOM = { id: 5, title: 'From the early read', status: 2, anchorName: 'Thu Trang' };

function RoomReads({ id }: { id: string }) {
  const info = useStreamInfo(id);
  const tips = useRoomTips(id);
  return (
    <p>
      {info.data?.title} · {tips.data ? `${tips.data.records.length} tips` : '…'}
    </p>
  );
}

beforeAll(() => setUpTestUi(namespaceReady));

it('a room declares its first reads with its id, and takes them without a second request', async () => {
  signInForTest();
  const api = mockBackend();
  api.on('GET', '/api/live/stream/getInfo/5', () => ({ data: { ...ROOM, title: 'Asked again' } }));
  api.on('POST', '/api/live/push/order/list', () => ({
    data: { records: [], total: 0, current: 1, size: 20 },
  }));
  const reads = startDeclaredReads(
    manifest,
    '/anchorPlay',
    (read) =>
      read.method === 'GET' ? ROOM : { records: [{ id: 1 }], total: 1, current: 1, size: 20 },
    '?id=5',
  );
  expect(reads.map((r) => `${r.method} ${r.path}`)).toEqual([
    'GET /api/live/stream/getInfo/5',
    'POST /api/live/push/order/list',
  ]);

  renderWithProviders(<RoomReads id="5" />);

  expect(await screen.findByText('From the early read · 1 tips')).toBeInTheDocument();
  expect(api.calls.map((c) => `${c.method} ${c.path}`)).toEqual([]);
});
