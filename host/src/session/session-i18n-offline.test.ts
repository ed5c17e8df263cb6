import { i18n, initI18n } from '@app/shared/i18n';
import { loadSessionMessages, SESSION_NS } from './session-i18n';

// Forms without their words would show keys: when no language's words load, the load fails (the
// dialog retries, then says the forms cannot be opened: login-dialog.tsx).
jest.mock('./locales/vi', () => {
  throw new Error('offline');
});
jest.mock('./locales/en', () => {
  throw new Error('offline');
});

it('rejects when neither the page’s language nor English could be loaded', async () => {
  await initI18n('vi');
  await expect(loadSessionMessages()).rejects.toThrow('did not load');
  expect(i18n.hasResourceBundle('vi', SESSION_NS)).toBe(false);
});
