import { act } from '@testing-library/react';
import { changeLanguage, i18n } from '@app/shared/i18n';
import { INFO_NS, loadInfoMessages } from './info-messages';
import { setupInfoI18n } from './test-utils';

beforeAll(() => setupInfoI18n('en'));

describe('info messages', () => {
  it('starts with the boot texts of the page’s language only, and adds another’s with it', async () => {
    expect(i18n.getResource('en', INFO_NS, 'nav.appDownload')).toBe('Download app');
    expect(i18n.hasResourceBundle('vi', INFO_NS)).toBe(false);
    await act(() => changeLanguage('vi'));
    expect(i18n.getResource('vi', INFO_NS, 'nav.appDownload')).toBe('Tải ứng dụng');
    await act(() => changeLanguage('en'));
  });

  it('loads one language’s page texts once and keeps the boot texts', async () => {
    await act(() => changeLanguage('zh-cn'));
    const added = jest.fn();
    i18n.store.on('added', added);
    await Promise.all([loadInfoMessages('zh-cn'), loadInfoMessages('zh-cn')]);
    await loadInfoMessages('zh-cn');
    expect(added).toHaveBeenCalledTimes(1);
    expect(i18n.getResource('zh-cn', INFO_NS, 'help.title')).toBe('帮助中心');
    expect(i18n.getResource('zh-cn', INFO_NS, 'nav.sponsor')).toBe('赞助');
    i18n.store.off('added', added);
  });
});
