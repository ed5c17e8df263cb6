import { messageShape } from '../testing/message-keys';
import en from './locales/en.json';
import vi from './locales/vi.json';
import zhCn from './locales/zh-cn.json';

// The page does not wait for English when it shows another language (i18n.ts, loadAll): a key missing
// there would show as the key until English arrives.
describe('common messages', () => {
  it.each([
    ['vi', vi],
    ['zh-cn', zhCn],
  ])('%s has every English key with the same placeholders', (lang, messages) => {
    expect(messageShape(messages, lang)).toEqual(messageShape(en, 'en'));
  });
});
