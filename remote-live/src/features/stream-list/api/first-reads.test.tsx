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
import { useCoverTags, useStreams, useUpcoming } from './use-streams';

// Issue 16: the stream list (`/anchorPlay` without `?id=`) declares its first reads, so the host starts
// them from the HTML or at the tap on the Live tab; a room (`?id=7`) does not make them.
const LIVE = { id: 1, title: 'From the early read', status: 2 };

function ListReads() {
  const streams = useStreams();
  const tags = useCoverTags();
  const upcoming = useUpcoming();
  return (
    <p>
      {streams.data?.[0]?.title} · {tags.data?.[0]?.name} · {upcoming.data?.records[0]?.title}
    </p>
  );
}

beforeAll(() => setUpTestUi(namespaceReady));

it('the list declares its three reads (not in a room) and takes them without a second request', async () => {
  signInForTest();
  const api = mockBackend();
  api.on('*', '/api/live/stream/list', () => ({
    data: { records: [{ ...LIVE, title: 'Asked' }] },
  }));
  api.on('*', '/api/live/cover/tag/list', () => ({ data: [{ id: 1, name: 'Asked' }] }));
  api.on('*', '/api/live/stream/reserveList', () => ({ data: { records: [] } }));
  const room = startDeclaredReads(manifest, '/anchorPlay', () => null, '?id=7');
  expect(room.map((r) => r.path)).toEqual([
    '/api/live/stream/getInfo/7',
    '/api/live/push/order/list',
  ]);
  const reads = startDeclaredReads(manifest, '/anchorPlay', (read) => {
    if (read.path.endsWith('/cover/tag/list')) return [{ id: 3, name: 'Football' }];
    if (read.path.endsWith('/reserveList'))
      return { records: [{ id: 2, title: 'Derby at nine', status: 1 }], total: 1 };
    return { records: [LIVE], total: 1 };
  });
  expect(reads.map((r) => `${r.method} ${r.path}`)).toEqual([
    'POST /api/live/stream/list',
    'POST /api/live/cover/tag/list',
    'POST /api/live/stream/reserveList',
  ]);

  renderWithProviders(<ListReads />);

  expect(
    await screen.findByText('From the early read · Football · Derby at nine'),
  ).toBeInTheDocument();
  expect(api.calls.map((c) => `${c.method} ${c.path}`)).toEqual([]);
});
