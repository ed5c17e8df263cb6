import { i18n } from '@app/shared/i18n';
import { INFO_NS, loadInfoMessages, registerInfoBootMessages } from './info-messages';
import { setupInfoI18n } from './test-utils';

beforeAll(() => setupInfoI18n('en'));

describe('info messages', () => {
  it('adds the boot texts of every language without an "added" event (safe during render)', () => {
    i18n.removeResourceBundle('vi', INFO_NS);
    const added = jest.fn();
    i18n.store.on('added', added);
    registerInfoBootMessages();
    expect(added).not.toHaveBeenCalled();
    expect(i18n.getResource('vi', INFO_NS, 'nav.appDownload')).toBe('Tải ứng dụng');
    expect(i18n.getResource('zh-cn', INFO_NS, 'boot.retry')).toBe('重试');
    i18n.store.off('added', added);
  });

  it('loads one language’s page texts once and keeps the boot texts', async () => {
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
