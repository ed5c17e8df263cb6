import { mockBackend, setUpTestUi } from '@app/shared/testing';
import { getLiveStatus, listRoomWords } from './studio-calls';

beforeAll(() => setUpTestUi());

test('reads the studio fields of getStreamStatus', async () => {
  const api = mockBackend();
  api.on('POST', '/api/live/stream/getStreamStatus', () => ({
    data: { id: 13, status: 2, viewers: 11, peakViewers: 12, inRoom: 1, audience: ['member01'] },
  }));
  await expect(getLiveStatus('13')).resolves.toEqual({
    status: 2,
    viewers: 11,
    peakViewers: 12,
    inRoom: 1,
    audience: ['member01'],
  });
  expect(api.callsTo('/api/live/stream/getStreamStatus')[0]?.body).toEqual({ id: '13' });
});

test('lists the room’s words with their ids', async () => {
  const api = mockBackend();
  api.on('POST', '/api/live/word/shielded/list', () => ({
    data: [{ id: 4, word: 'lừa đảo', streamId: 13 }],
  }));
  await expect(listRoomWords('13')).resolves.toEqual([{ id: '4', word: 'lừa đảo' }]);
});
