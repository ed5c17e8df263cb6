import { filterHelpTopics, foldText } from './help-search';
import { en } from './locales/en';
import { vi } from './locales/vi';
import { zhCn } from './locales/zh-cn';

const ids = (topics: ReturnType<typeof filterHelpTopics>) =>
  topics.flatMap((topic) => topic.items.map((item) => `${topic.id}/${item.id}`));

describe('help centre search', () => {
  it('folds Vietnamese accents, đ and case', () => {
    expect(foldText('  Tài KHOẢN   đăng nhập ')).toBe('tai khoan dang nhap');
    expect(foldText('Đồng')).toBe('dong');
    expect(foldText('提款')).toBe('提款');
  });

  it('finds "tài khoản" questions when typed without accents', () => {
    const found = ids(filterHelpTopics(vi.help.topics, 'tai khoan'));
    expect(found).toContain('payments/withdraw-rules');
    expect(found).toContain('account/secure');
    expect(ids(filterHelpTopics(vi.help.topics, 'tài khoản'))).toEqual(found);
  });

  it('needs every word, in any order, in the question or its answer', () => {
    expect(ids(filterHelpTopics(vi.help.topics, 'rut tien bao lau'))).toEqual([
      'payments/withdraw-time',
    ]);
    expect(ids(filterHelpTopics(en.help.topics, 'ODDS decimal'))).toEqual(['betting/odds-formats']);
    expect(filterHelpTopics(en.help.topics, 'zzzz')).toEqual([]);
  });

  it('matches Chinese substrings and limits to one topic', () => {
    expect(ids(filterHelpTopics(zhCn.help.topics, '提款需要多长'))).toEqual([
      'payments/withdraw-time',
    ]);
    const onlyLive = filterHelpTopics(en.help.topics, '', 'live');
    expect(onlyLive.map((topic) => topic.id)).toEqual(['live']);
    expect(onlyLive[0]?.items).toHaveLength(4);
  });

  it('keeps every language complete: same topics and questions as English', () => {
    for (const bundle of [vi, zhCn]) {
      expect(ids(filterHelpTopics(bundle.help.topics, ''))).toEqual(
        ids(filterHelpTopics(en.help.topics, '')),
      );
    }
  });
});
