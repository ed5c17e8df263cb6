import type { ChatItem } from './chat-events';
import { parseServerEvent } from './chat-events';
import { backoffDelay, mergeItems } from './chat-list';
import { chatReducer, INITIAL_CHAT } from './chat-state';

const msg = (id: string, at: number, text = id): ChatItem => ({
  id,
  kind: 'message',
  at,
  text,
  user: { userName: 'u' },
});

describe('chat list (research §2.5: dedupe by message id, time order)', () => {
  it('keeps time order when items arrive out of order', () => {
    const list = mergeItems([msg('a', 1), msg('c', 3)], [msg('b', 2)]);
    expect(list.map((m) => m.id)).toEqual(['a', 'b', 'c']);
  });

  it('drops ids already shown (history replayed after a reconnect)', () => {
    const first = mergeItems([], [msg('a', 1), msg('b', 2)]);
    const again = mergeItems(first, [msg('a', 1), msg('b', 2), msg('c', 3)]);
    expect(again.map((m) => m.id)).toEqual(['a', 'b', 'c']);
    expect(mergeItems(again, [msg('c', 3)])).toBe(again);
  });

  it('keeps only the newest items past the limit', () => {
    const many = Array.from({ length: 10 }, (_, i) => msg(String(i), i));
    expect(mergeItems([], many, 4).map((m) => m.id)).toEqual(['6', '7', '8', '9']);
  });

  it('backs off from 1 s to at most 30 s with jitter', () => {
    expect(backoffDelay(0, () => 1)).toBe(1000);
    expect(backoffDelay(0, () => 0)).toBe(500);
    expect(backoffDelay(3, () => 1)).toBe(8000);
    expect(backoffDelay(20, () => 1)).toBe(30_000);
  });
});

describe('server events', () => {
  it('parses history and gives gifts a stable id', () => {
    const frame = JSON.stringify({
      type: 'welcome',
      readOnly: false,
      userName: 'member01',
      history: [
        { type: 'message', id: '1-1', text: '<b>hi</b>', at: 5, user: { userName: 'x' } },
        { type: 'gift', gift: { id: 2, name: 'Rose' }, count: 3, at: 6, user: { userName: 'y' } },
        { type: 'message', text: 'no id', at: 7, user: { userName: 'z' } },
      ],
    });
    const ev = parseServerEvent(frame);
    expect(ev.type).toBe('welcome');
    if (ev.type !== 'welcome') return;
    expect(ev.history).toHaveLength(2);
    expect(ev.history[0]!.text).toBe('<b>hi</b>');
    expect(ev.history[1]!.id).toBe('gift-6-y-2-3');
    expect(parseServerEvent('not json')).toEqual({ type: 'ignored' });
  });

  it('turns the server refusals into notices (ban, login, other)', () => {
    const at = (frame: object) =>
      chatReducer(
        { ...INITIAL_CHAT, me: 'member01' },
        { type: 'server', event: parseServerEvent(JSON.stringify(frame)) },
      ).notice;
    expect(at({ type: 'error', code: 3002, msg: 'You are muted', until: 99 })).toMatchObject({
      kind: 'banned',
      until: 99,
    });
    expect(at({ type: 'error', code: 401001, msg: 'Log in to chat' })).toMatchObject({
      kind: 'login',
    });
    expect(at({ type: 'error', code: 1009000043, msg: 'blocked word' })).toMatchObject({
      kind: 'refused',
      msg: 'blocked word',
    });
    expect(at({ type: 'ban', userName: 'someone-else' })).toBeNull();
    expect(at({ type: 'ban', until: 42 })).toMatchObject({ kind: 'banned', until: 42 });
  });
});
