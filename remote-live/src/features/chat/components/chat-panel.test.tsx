// i18n is not initialised in component tests: texts show as their keys.
import { fireEvent, render, screen } from '@testing-library/react';
import { parseServerEvent } from '../lib/chat-events';
import { chatReducer, INITIAL_CHAT, type ChatAction, type ChatState } from '../lib/chat-state';
import { ChatPanel } from './chat-panel';

const message = (id: string, at: number, text: string) => ({
  type: 'message',
  id,
  at,
  text,
  user: { userName: `u${id}` },
});
const frame = (ev: object): ChatAction => ({
  type: 'server',
  event: parseServerEvent(JSON.stringify(ev)),
});
const welcome = (history: object[]) =>
  frame({ type: 'welcome', readOnly: false, userName: 'me', history, count: 3 });

const run = (actions: ChatAction[]): ChatState => actions.reduce(chatReducer, INITIAL_CHAT);

function show(state: ChatState) {
  return render(
    <ChatPanel
      state={state}
      send={() => true}
      dismiss={() => undefined}
      loggedIn
      onLogin={() => undefined}
    />,
  );
}

const rows = () =>
  screen.getAllByTestId('chat-item').map((r) => [r.getAttribute('data-id'), r.textContent]);

describe('chat panel (issue 11: ordering, dedup by id, reconnect)', () => {
  const history = [message('1-2', 20, 'hai'), message('1-1', 10, 'một')];

  it('lists the history in time order, then live messages, each id once', () => {
    show(
      run([welcome(history), frame(message('1-3', 30, 'ba')), frame(message('1-2', 20, 'hai'))]),
    );
    expect(rows()).toEqual([
      ['1-1', 'u1-1một'],
      ['1-2', 'u1-2hai'],
      ['1-3', 'u1-3ba'],
    ]);
  });

  it('shows the reconnecting state with sending off, then the replayed history without duplicates', () => {
    const dropped = run([welcome(history), { type: 'socket', status: 'reconnecting' }]);
    const { rerender } = show(dropped);
    const head = screen.getByRole('status');
    expect(head).toHaveTextContent('chat.reconnecting');
    fireEvent.change(screen.getByRole('textbox'), { target: { value: 'còn đó không?' } });
    expect(screen.getByRole('button', { name: 'chat.send' })).toBeDisabled();

    const back = chatReducer(dropped, welcome([...history, message('1-3', 30, 'ba')]));
    rerender(
      <ChatPanel
        state={back}
        send={() => true}
        dismiss={() => undefined}
        loggedIn
        onLogin={() => undefined}
      />,
    );
    expect(head).toHaveTextContent('chat.online');
    expect(screen.getByRole('button', { name: 'chat.send' })).toBeEnabled();
    expect(rows().map(([id]) => id)).toEqual(['1-1', '1-2', '1-3']);
  });
});
