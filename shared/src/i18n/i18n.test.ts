import { useAppStore } from '../store/app-store';
import {
  changeLanguage,
  FALLBACK_LANGUAGE,
  i18n,
  initI18n,
  registerNamespace,
  translateCode,
  type NamespaceLoader,
} from './i18n';
import { codeMessage } from '../api/core/code-messages';
import { quietLibraryNotices } from '../__fixtures__/quiet-console';

/** Namespaces registered by these tests are not in the typed resources. */
const untyped = (instance: { t: unknown }) => instance.t as (key: string) => string;

beforeAll(async () => {
  quietLibraryNotices();
  localStorage.clear();
  await initI18n('en');
});

describe('SPEC §4 i18n: bundles on demand, page title, stored language', () => {
  it('initI18n loads the common bundle before resolving (the app mounts after)', () => {
    expect(i18n.isInitialized).toBe(true);
    expect(i18n.hasResourceBundle('en', 'common')).toBe(true);
    expect(i18n.hasResourceBundle('vi', 'common')).toBe(false); // not loaded until asked
    expect(i18n.t('tabs.home')).toBe('Home');
    expect(FALLBACK_LANGUAGE).toBe('en');
  });

  it.each([
    ['zh-cn', '胜利因你更精彩', '首页'],
    ['vi', 'Chiến thắng thêm phấn khích vì có bạn', 'Trang chủ'],
    ['en', 'Chiến thắng thêm phấn khích vì có bạn', 'Home'],
  ] as const)(
    'changeLanguage(%s) loads its bundle and sets title, lang and __language',
    async (lng, title, home) => {
      await changeLanguage(lng);
      expect(i18n.hasResourceBundle(lng, 'common')).toBe(true);
      expect(i18n.language).toBe(lng);
      expect(i18n.t('tabs.home')).toBe(home);
      expect(document.documentElement.lang).toBe(lng);
      expect(document.title).toBe(title);
      expect(localStorage.getItem('__language')).toBe(lng);
      expect(useAppStore.getState().language).toBe(lng);
    },
  );

  it('a second initI18n does not re-initialise, only changes language', async () => {
    const init = jest.spyOn(i18n, 'init');
    await initI18n('en');
    expect(init).not.toHaveBeenCalled();
    expect(i18n.language).toBe('en');
  });
});

describe('SPEC §4 remote namespaces', () => {
  it('registerNamespace loads the current language only (no English words), then the keys resolve', async () => {
    await changeLanguage('vi');
    const loader: jest.MockedFunction<NamespaceLoader> = jest.fn(async (lng) =>
      lng === 'vi' ? { default: { hello: 'Xin chào' } } : { hello: 'Hello' },
    );
    await registerNamespace('live', loader);
    expect(loader.mock.calls.map((c) => c[0])).toEqual(['vi']);
    expect(untyped(i18n)('live:hello')).toBe('Xin chào');

    await changeLanguage('zh-cn'); // loads the new language for every registered namespace
    expect(loader).toHaveBeenCalledWith('zh-cn');
  });

  it('a loader that throws falls back to English without crashing', async () => {
    await changeLanguage('vi');
    const loader: NamespaceLoader = async (lng) => {
      if (lng !== 'en') throw new Error('chunk failed');
      return { title: 'Sports' };
    };
    await expect(registerNamespace('sports', loader)).resolves.toBeUndefined();
    expect(untyped(i18n)('sports:title')).toBe('Sports');
    await expect(changeLanguage('zh-cn')).resolves.toBeUndefined();
    expect(untyped(i18n)('sports:title')).toBe('Sports');
  });

  it('a loaded bundle is not fetched again', async () => {
    const loader = jest.fn(async () => ({ k: 'v' }));
    await registerNamespace('once', loader);
    const n = loader.mock.calls.length;
    await changeLanguage(useAppStore.getState().language);
    expect(loader).toHaveBeenCalledTimes(n);
  });

  it("a namespace registered again by another release takes that release's words", async () => {
    await changeLanguage('vi');
    await registerNamespace('release', async () => ({ title: 'Khuyến mãi' }));
    expect(untyped(i18n)('release:title')).toBe('Khuyến mãi');
    await registerNamespace('release', async () => ({ title: 'Ưu đãi mới' }));
    expect(untyped(i18n)('release:title')).toBe('Ưu đãi mới');
  });

  it('a quiet namespace is added without the event that renders every translated component again', async () => {
    const added = jest.fn();
    i18n.store.on('added', added);
    await registerNamespace('forms', async () => ({ field: 'Field' }), { quiet: true });
    expect(untyped(i18n)('forms:field')).toBe('Field');
    expect(added).not.toHaveBeenCalled();
    await registerNamespace('page', async () => ({ title: 'Title' }));
    expect(added).toHaveBeenCalledTimes(1);
    i18n.store.off('added', added);
  });
});

describe('SPEC §4 namespaces registered before start-up', () => {
  it('a remote registering before initI18n is loaded by initI18n', async () => {
    await jest.isolateModulesAsync(async () => {
      const fresh = await import('./i18n');
      const loader = jest.fn(async () => ({ hi: 'Hi' }));
      await fresh.registerNamespace('early', loader);
      expect(loader).not.toHaveBeenCalled();
      await fresh.initI18n('en');
      expect(loader).toHaveBeenCalledWith('en');
      expect(untyped(fresh.i18n)('early:hi')).toBe('Hi');
    });
  });
});

describe('issue 16: each language in its own chunk, English only as a stand-in', () => {
  it('a page in another language never asks for English when its own messages loaded', async () => {
    await jest.isolateModulesAsync(async () => {
      const fresh = await import('./i18n');
      const loader = jest.fn(async (lng: string) => ({ hi: lng === 'vi' ? 'Chào' : 'Hi' }));
      void fresh.registerNamespace('early', loader); // as the host does, not waiting (bootstrap.tsx)
      await fresh.initI18n('vi');
      await fresh.changeLanguage('zh-cn');
      expect(untyped(fresh.i18n)('early:hi')).toBe('Hi'); // the loader's zh-cn words
      expect(loader.mock.calls.map((c) => c[0])).toEqual(['vi', 'zh-cn']);
      expect(fresh.i18n.hasResourceBundle('vi', 'common')).toBe(true);
      expect(fresh.i18n.hasResourceBundle('zh-cn', 'common')).toBe(true);
      expect(fresh.i18n.hasResourceBundle('en', 'common')).toBe(false);
    });
  });

  it("English stands in when the language's messages fail; with neither, start-up fails", async () => {
    const chunkFailed = () => {
      throw new Error('ChunkLoadError');
    };
    await jest.isolateModulesAsync(async () => {
      jest.doMock('./locales/zh-cn.json', chunkFailed);
      const fresh = await import('./i18n');
      await fresh.initI18n('zh-cn'); // waits for English this time
      expect(fresh.i18n.t('tabs.home')).toBe('Home');
    });
    await jest.isolateModulesAsync(async () => {
      jest.doMock('./locales/zh-cn.json', chunkFailed);
      jest.doMock('./locales/en.json', chunkFailed);
      const fresh = await import('./i18n');
      await expect(fresh.initI18n('zh-cn')).rejects.toThrow('common messages did not load');
    });
    jest.dontMock('./locales/zh-cn.json');
    jest.dontMock('./locales/en.json');
  });
});

describe('issue 18: business codes in the user language', () => {
  afterAll(() => changeLanguage('en'));

  it('translates a limit refusal with money, period and kind in Vietnamese', async () => {
    await changeLanguage('vi');
    const data = { kind: 'stake', period: 'day', limit: 100000, remaining: 40000 };
    expect(codeMessage(2003, data)).toBe(
      'Cược này vượt hạn mức tiền cược trong 24 giờ qua. Bạn chỉ có thể cược thêm tối đa 40,000.',
    );
  });

  it('shows the end of an exclusion with its year and leaves unknown codes to the server', async () => {
    await changeLanguage('en');
    const until = Date.UTC(2027, 4, 23, 7, 5);
    expect(translateCode(2004, { until })).toContain('/2027');
    expect(translateCode(2004, null)).toContain('until --');
    expect(translateCode(999999, {})).toBeNull();
  });

  it('too many attempts (1012, issue 49) says when to try again, in each language', async () => {
    const until = Date.UTC(2027, 4, 23, 7, 5);
    await changeLanguage('en');
    expect(translateCode(1012, { retryAfter: 900, until })).toMatch(/^Too many attempts.*2027/);
    await changeLanguage('vi');
    expect(translateCode(1012, { retryAfter: 900, until })).toMatch(/quá nhiều lần.*2027/);
    await changeLanguage('zh-cn');
    expect(translateCode(1012, { retryAfter: 900, until })).toMatch(/尝试次数过多.*2027/);
    await changeLanguage('en');
  });
});
