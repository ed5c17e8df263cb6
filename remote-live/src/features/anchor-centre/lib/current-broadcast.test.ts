import type { Stream } from '@app/shared/api/live';
import { currentBroadcast } from './current-broadcast';

const s = (id: number, status: number) => ({ id, status, title: `s${id}` }) as Stream;

test('the studio is about the live stream first, then the newest draft or scheduled, then the last ended', () => {
  expect(currentBroadcast([s(1, 1), s(2, 2), s(3, 0)])?.id).toBe(2);
  expect(currentBroadcast([s(1, 1), s(3, 0), s(2, 3)])?.id).toBe(3);
  expect(currentBroadcast([s(4, 3), s(5, 3), s(6, 4)])?.id).toBe(5);
  expect(currentBroadcast([s(6, 4)])).toBeNull();
});
