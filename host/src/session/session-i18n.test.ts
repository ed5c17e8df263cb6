import { changeLanguage, i18n, initI18n } from '@app/shared/i18n';
import { act } from '@testing-library/react';
import { loadSessionMessages, SESSION_NS } from './session-i18n';

// Issue 16: the forms' words load with the forms, in the page's language only.
beforeAll(async () => {
  await initI18n('vi');
});

it('adds the forms’ words in the page’s language and no other', async () => {
  expect(i18n.hasResourceBundle('vi', SESSION_NS)).toBe(false);
  const added = jest.fn(); // the page's translated components would all render again on it
  i18n.store.on('added', added);
  await loadSessionMessages();
  i18n.store.off('added', added);
  expect(added).not.toHaveBeenCalled();
  expect(i18n.t('userName', { ns: SESSION_NS })).toBe('Tên đăng nhập');
  expect(i18n.hasResourceBundle('en', SESSION_NS)).toBe(false);
  expect(i18n.hasResourceBundle('zh-cn', SESSION_NS)).toBe(false);
});

it('a later change of language brings that language’s words', async () => {
  await act(() => changeLanguage('zh-cn'));
  expect(i18n.hasResourceBundle('zh-cn', SESSION_NS)).toBe(true);
});
