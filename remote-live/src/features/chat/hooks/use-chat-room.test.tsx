import { act, renderHook } from '@testing-library/react';
import { getChatSig } from '@app/shared/api/live';
import { useChatRoom } from './use-chat-room';

jest.mock('@app/shared/api/live', () => ({
  ...jest.requireActual('@app/shared/api/live'),
  getChatSig: jest.fn(),
}));

class FakeSocket {
  static OPEN = 1;
  static all: FakeSocket[] = [];
  readyState = 0;
  sent: string[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((e: { data: string }) => void) | null = null;
  onclose: (() => void) | null = null;
  closedWith: number | null = null;
  constructor(readonly url: string) {
    FakeSocket.all.push(this);
  }
  send(data: string) {
    this.sent.push(data);
  }
  close(code: number) {
    this.closedWith = code;
  }
  open() {
    this.readyState = 1;
    this.onopen?.();
  }
  receive(frame: object) {
    this.onmessage?.({ data: JSON.stringify(frame) });
  }
  drop() {
    this.readyState = 3;
    this.onclose?.();
  }
}

const history = [
  { type: 'message', id: '7-1', text: 'one', at: 1, user: { userName: 'a' } },
  { type: 'message', id: '7-2', text: 'two', at: 2, user: { userName: 'b' } },
];

beforeEach(() => {
  FakeSocket.all = [];
  (globalThis as unknown as { WebSocket: unknown }).WebSocket = FakeSocket;
  let n = 0;
  jest.mocked(getChatSig).mockImplementation(async () => ({
    sig: `sig-${++n}`,
    roomId: 7,
    wsUrl: 'ws://chat.test/ws/chat',
  }));
  jest.useFakeTimers();
});
afterEach(() => jest.useRealTimers());

const flush = () => act(async () => await Promise.resolve());

describe('chat room socket (issue 11: history, reconnect without duplicates)', () => {
  it('connects with a fresh signature, reconnects after a drop and never duplicates the history', async () => {
    const onGift = jest.fn();
    const { result, unmount } = renderHook(() => useChatRoom('7', { sessionKey: 't', onGift }));
    await flush();
    const first = FakeSocket.all[0]!;
    expect(first.url).toBe('ws://chat.test/ws/chat?sig=sig-1');
    act(() => {
      first.open();
      first.receive({ type: 'welcome', readOnly: false, userName: 'me', history, count: 2 });
    });
    expect(result.current.state.items.map((m) => m.id)).toEqual(['7-1', '7-2']);
    expect(result.current.state.status).toBe('open');

    act(() => first.drop());
    expect(result.current.state.status).toBe('reconnecting');
    await act(async () => {
      jest.advanceTimersByTime(1000);
      await Promise.resolve();
    });
    await flush();
    const second = FakeSocket.all[1]!;
    expect(second.url).toContain('sig=sig-2');
    act(() => {
      second.open();
      second.receive({ type: 'welcome', readOnly: false, userName: 'me', history, count: 2 });
      second.receive({ type: 'message', id: '7-3', text: 'three', at: 3, user: { userName: 'c' } });
      second.receive({
        type: 'gift',
        gift: { id: 1, name: 'Rose' },
        count: 1,
        at: 4,
        user: { userName: 'd' },
      });
    });
    expect(result.current.state.items.map((m) => m.id)).toEqual([
      '7-1',
      '7-2',
      '7-3',
      expect.stringMatching(/^gift-/),
    ]);
    expect(onGift).toHaveBeenCalledTimes(1);

    expect(result.current.send('hello')).toBe(true);
    expect(JSON.parse(second.sent.at(-1)!)).toEqual({ type: 'message', text: 'hello' });

    unmount();
    expect(second.closedWith).toBe(1000);
    jest.advanceTimersByTime(60_000);
    expect(FakeSocket.all).toHaveLength(2);
  });

  it('does not send while the socket is not open', async () => {
    const { result } = renderHook(() => useChatRoom('7', { sessionKey: '' }));
    await flush();
    expect(result.current.send('early')).toBe(false);
  });
});
