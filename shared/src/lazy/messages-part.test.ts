import { changeLanguage, i18n, initI18n, registerNamespace } from '@app/shared/i18n';
import { quietLibraryNotices } from '../__fixtures__/quiet-console';
import { hasMessagesPart, registerMessagesPart } from './messages-part';

/** The namespaces of these tests are not in the typed resources. */
const t = (key: string) => (i18n.t as unknown as (k: string) => string)(key);

const WORDS = {
  en: { bets: { title: 'Bet records' } },
  vi: { bets: { title: 'Lịch sử cược' } },
  'zh-cn': { bets: { title: '投注记录' } },
} as const;

beforeAll(async () => {
  quietLibraryNotices();
  localStorage.clear();
  await initI18n('vi');
  await registerNamespace('acct', async (lng) => ({ nav: { title: `nav ${lng}` } }));
});

describe('registerMessagesPart (issue 16: a lazy page brings its own words)', () => {
  it("adds the page's words to the remote's namespace in the page's language only, silently", async () => {
    const added = jest.fn();
    i18n.store.on('added', added);
    const loader = jest.fn(async (lng: keyof typeof WORDS) => WORDS[lng]);
    await registerMessagesPart('acct', 'bets', loader);
    expect(loader).toHaveBeenCalledTimes(1);
    expect(loader).toHaveBeenCalledWith('vi');
    expect(t('acct:bets.title')).toBe('Lịch sử cược');
    // the base words are still there (merged, not replaced)
    expect(t('acct:nav.title')).toBe('nav vi');
    expect(hasMessagesPart('acct', 'bets', 'vi')).toBe(true);
    expect(hasMessagesPart('acct', 'bets', 'en')).toBe(false);
    expect(added).not.toHaveBeenCalled();
    i18n.store.off('added', added);
  });

  it('a change of language brings the part in the new language before the page renders again', async () => {
    await changeLanguage('zh-cn');
    expect(t('acct:bets.title')).toBe('投注记录');
    expect(t('acct:nav.title')).toBe('nav zh-cn');
  });

  it('a part that fails in the page language falls back to English words, never raw keys', async () => {
    await registerMessagesPart('acct', 'console', async (lng) => {
      if (lng !== 'en') throw new Error('chunk failed');
      return { console: { title: 'Operator console' } };
    });
    expect(t('acct:console.title')).toBe('Operator console');
  });
});
