import en from './locales/en.json';
import vi from './locales/vi.json';
import zhCn from './locales/zh-cn.json';

type Messages = { [key: string]: string | Messages };

/** Every key with the {{placeholders}} of its text. */
function flatten(messages: Messages, prefix = ''): Record<string, string[]> {
  return Object.entries(messages).reduce<Record<string, string[]>>((out, [key, value]) => {
    const path = prefix + key;
    if (typeof value !== 'string') return { ...out, ...flatten(value, `${path}.`) };
    out[path] = [...value.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]!).sort();
    return out;
  }, {});
}

describe('account messages', () => {
  const source = flatten(en);
  it.each([
    ['vi', vi],
    ['zh-cn', zhCn],
  ])('%s has every English key with the same placeholders', (_lang, messages) => {
    expect(flatten(messages)).toEqual(source);
  });
});
