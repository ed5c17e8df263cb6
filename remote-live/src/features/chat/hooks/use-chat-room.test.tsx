import { act, renderHook } from '@testing-library/react';
import { getChatSig } from '@app/shared/api/live';
import { MAX_MISSED_PONGS, PING_MS } from '../lib/chat-liveness';
import { useChatRoom } from './use-chat-room';

jest.mock('@app/shared/api/live', () => ({
  ...jest.requireActual('@app/shared/api/live'),
  getChatSig: jest.fn(),
}));

class FakeSocket {
  static CONNECTING = 0;
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

describe('chat room liveness (issue 49 #11: pong, online, visibility)', () => {
  const tick = (ms: number) =>
    act(async () => {
      jest.advanceTimersByTime(ms);
      await Promise.resolve();
    });
  const pings = (ws: FakeSocket) => ws.sent.filter((f) => JSON.parse(f).type === 'ping').length;
  const welcome = { type: 'welcome', readOnly: false, userName: 'me', history: [] };

  async function openRoom() {
    const hook = renderHook(() => useChatRoom('7', { sessionKey: 't' }));
    await flush();
    const ws = FakeSocket.all[0]!;
    act(() => {
      ws.open();
      ws.receive(welcome);
    });
    return { ...hook, ws };
  }

  it('keeps a socket that answers its pings and replaces one that misses two pongs', async () => {
    const { result, ws } = await openRoom();
    for (let i = 1; i <= 3; i += 1) {
      await tick(PING_MS);
      expect(pings(ws)).toBe(i);
      act(() => ws.receive({ type: 'pong', at: i }));
    }
    expect(ws.closedWith).toBeNull();

    for (let i = 0; i < MAX_MISSED_PONGS; i += 1) await tick(PING_MS);
    expect(ws.closedWith).toBeNull(); // two pings out, not yet answered
    await tick(PING_MS);
    expect(ws.closedWith).toBe(4000);
    expect(result.current.state.status).toBe('reconnecting');
    expect(result.current.send('lost')).toBe(false);

    await tick(1000);
    await flush();
    const next = FakeSocket.all[1]!;
    expect(next.url).toContain('sig=sig-2');
    act(() => ws.drop()); // the old socket's late close changes nothing
    expect(FakeSocket.all).toHaveLength(2);
  });

  it('reconnects at once on `online` when the socket is not open, not when it is', async () => {
    const { result, ws } = await openRoom();
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    await flush();
    expect(FakeSocket.all).toHaveLength(1);

    act(() => ws.drop());
    expect(result.current.state.status).toBe('reconnecting');
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    await flush();
    expect(FakeSocket.all).toHaveLength(2);
    // The pending backoff was cancelled: no third socket when it would have fired.
    await tick(30_000);
    await flush();
    expect(FakeSocket.all).toHaveLength(2);
  });

  it('reconnects at once when the page becomes visible with its socket closed', async () => {
    const { ws } = await openRoom();
    act(() => ws.drop());
    const setVisibility = (v: DocumentVisibilityState) => {
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => v });
      act(() => {
        document.dispatchEvent(new Event('visibilitychange'));
      });
    };
    setVisibility('hidden');
    await flush();
    expect(FakeSocket.all).toHaveLength(1);
    setVisibility('visible');
    await flush();
    expect(FakeSocket.all).toHaveLength(2);
  });

  it('stops listening for hints when the room is left', async () => {
    const { ws, unmount } = await openRoom();
    act(() => ws.drop());
    unmount();
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    await flush();
    expect(FakeSocket.all).toHaveLength(1);
  });
});
