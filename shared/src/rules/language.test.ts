import {
  REGION_CODE,
  normalizeLanguage,
  pageTitleFor,
  pickLanguage,
  toIso6393,
  toProviderLanguage,
  toShortLanguage,
  toUiLocale,
} from './language';

describe('language selection order (SPEC §4)', () => {
  it.each([
    [
      'query first',
      { query: 'zh-cn', stored: 'en', market: 'vietnam', browserLanguages: ['en'] },
      'zh-cn',
    ],
    [
      'stored second',
      { query: null, stored: 'zh-cn', market: 'vietnam', browserLanguages: ['en'] },
      'zh-cn',
    ],
    ['unsupported query skipped', { query: 'fr', stored: 'en', market: 'vietnam' }, 'en'],
    [
      'market third: vietnam gives vi',
      { stored: 'th', market: 'vietnam', browserLanguages: ['zh-CN'] },
      'vi',
    ],
    ['other market gives nothing', { market: 'cn', browserLanguages: ['zh-CN'] }, 'zh-cn'],
    ['browser languages in order', { browserLanguages: ['fr-FR', 'vi-VN', 'en-US'] }, 'vi'],
    ['browser English variant', { browserLanguages: ['en-GB'] }, 'en'],
    ['fallback en', { browserLanguages: ['fr', 'th'] }, 'en'],
    ['nothing given', {}, 'en'],
  ])('%s', (_name, sources, expected) => {
    expect(pickLanguage(sources)).toBe(expected);
  });

  it.each([
    ['zh', 'zh-cn'],
    ['ZH_cn', 'zh-cn'],
    ['zh-Hans-CN', 'zh-cn'],
    ['zh-TW', 'zh-cn'],
    ['vi', 'vi'],
    ['vi-VN', 'vi'],
    [' EN ', 'en'],
    ['th', null],
    ['', null],
    [undefined, null],
  ])('normalizeLanguage(%p) = %p', (tag, expected) => {
    expect(normalizeLanguage(tag)).toBe(expected);
  });
});

describe('language code mappings (SPEC §4)', () => {
  it.each([
    ['zh-cn', 'zh-CN', 'CMN', 'zh', 'zho'],
    ['vi', 'vi-VI', 'VIE', 'vi', 'vie'],
    ['en', 'en-US', 'ENG', 'en', 'eng'],
    ['th', 'en-US', 'ENG', 'en', 'eng'],
    [null, 'en-US', 'ENG', 'en', 'eng'],
  ])('%p -> %s / %s / %s / %s', (lang, ui, provider, short, iso) => {
    expect(toUiLocale(lang)).toBe(ui);
    expect(toProviderLanguage(lang)).toBe(provider);
    expect(toShortLanguage(lang)).toBe(short);
    expect(toIso6393(lang)).toBe(iso);
  });

  it('region code is fixed VN', () => {
    expect(REGION_CODE).toBe('VN');
  });
});

describe('page title per language (SPEC §1)', () => {
  it.each([
    ['zh-cn', '胜利因你更精彩'],
    ['zh-CN', '胜利因你更精彩'],
    ['vi', 'Chiến thắng thêm phấn khích vì có bạn'],
    ['en', 'Chiến thắng thêm phấn khích vì có bạn'],
    ['th', 'Chiến thắng thêm phấn khích vì có bạn'],
    [undefined, 'Chiến thắng thêm phấn khích vì có bạn'],
  ])('pageTitleFor(%p) = %p', (lang, title) => {
    expect(pageTitleFor(lang)).toBe(title);
  });
});
