import { messageShape } from '@app/shared/testing';
import en from './locales/en.json';
import vi from './locales/vi.json';
import zhCn from './locales/zh-cn.json';

describe('sports messages', () => {
  it.each([
    ['vi', vi],
    ['zh-cn', zhCn],
  ])('%s has every English key with the same placeholders', (lang, messages) => {
    expect(messageShape(messages, lang)).toEqual(messageShape(en, 'en'));
  });
});
