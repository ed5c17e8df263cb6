import { messageShape } from './message-keys';

describe('messageShape', () => {
  it('gives the keys with their placeholders; a missing key or placeholder differs', () => {
    const en = { a: 'Hi {{name}}', b: { c: 'x' } };
    expect(messageShape(en, 'en')).toEqual({ a: ['name'], 'b.c': [] });
    expect(messageShape({ a: 'Chào', b: { c: 'x' } }, 'vi')).not.toEqual(messageShape(en, 'en'));
    expect(messageShape({ a: 'Chào {{name}}' }, 'vi')).not.toEqual(messageShape(en, 'en'));
  });

  it("counts plural forms as one key and asks for the forms of the language's rules", () => {
    const en = { days_one: 'one day', days_other: '{{count}} days' };
    expect(messageShape(en, 'en')).toEqual({ 'days (plural)': ['count'] });
    expect(messageShape({ days_other: '{{count}} ngày' }, 'vi')).toEqual(messageShape(en, 'en'));
    expect(messageShape({ days_other: '{{count}} days' }, 'en')).toEqual({
      'days (plural)': ['count'],
      'days (plural): no one': [],
    });
  });
});
