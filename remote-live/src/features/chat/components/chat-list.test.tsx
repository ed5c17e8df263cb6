import { render, screen } from '@testing-library/react';
import type { ChatItem } from '../lib/chat-events';
import { ChatList } from './chat-list';

const item = (id: string, text: string, userName = 'u'): ChatItem => ({
  id,
  kind: 'message',
  at: Number(id),
  text,
  user: { userName },
});

describe('chat list rendering (S1: HTML in chat is text)', () => {
  it('shows markup as text and runs nothing', () => {
    const { container } = render(
      <ChatList items={[item('1', '<img src=x onerror=alert(1)>')]} me={null} />,
    );
    expect(screen.getByText('<img src=x onerror=alert(1)>')).toBeInTheDocument();
    expect(container.querySelector('img')).toBeNull();
  });

  it('marks the member’s own messages', () => {
    render(<ChatList items={[item('1', 'hi', 'me'), item('2', 'yo', 'other')]} me="me" />);
    const rows = screen.getAllByTestId('chat-item');
    expect(rows.map((r) => r.getAttribute('data-mine'))).toEqual(['true', 'false']);
  });
});
