import { render, screen } from '@testing-library/react';
import { changeLanguage } from '@app/shared/i18n';
import { setUpTestUi } from '@app/shared/testing';
import { toChatItem, type ChatItem } from '../lib/chat-events';
import { ChatList } from './chat-list';

// Issue 53 #10: a gift event is broadcast once in the sender's language; each viewer reads the
// gift's name in their own language, by the gift's code.
const fromVietnameseSender = toChatItem({
  type: 'gift',
  at: 1,
  count: 2,
  gift: { id: 1, code: 'rose', name: 'Hoa hồng', price: 1000 },
  user: { id: 9, userName: 'member01' },
}) as ChatItem;

beforeAll(() => setUpTestUi());
afterAll(() => changeLanguage('en'));

test.each<['en' | 'zh-cn' | 'vi', string]>([
  ['en', 'sent Rose ×2'],
  ['zh-cn', '送出 玫瑰 ×2'],
  ['vi', 'đã tặng Hoa hồng ×2'],
])('names the gift in %s', async (lang, text) => {
  await changeLanguage(lang);
  render(<ChatList items={[fromVietnameseSender]} me={null} />);
  expect(screen.getByTestId('chat-item')).toHaveTextContent(text);
});

test('a gift without a known code keeps the name the server sent', async () => {
  await changeLanguage('en');
  const item = { ...fromVietnameseSender, gift: { id: 99, name: 'Sao băng' } };
  render(<ChatList items={[item]} me={null} />);
  expect(screen.getByTestId('chat-item')).toHaveTextContent('sent Sao băng ×2');
});
