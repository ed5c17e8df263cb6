import fc from 'fast-check';
import { maskLast4, maskName, maskPhone, maskString } from './masking';

const len = (s: string) => Array.from(s).length;

describe('phone masking (SPEC §5)', () => {
  it.each([
    ['123456', '123*56'],
    ['1234567', '123*567'],
    ['12345678', '123*5678'],
    ['0912345678', '091***5678'],
    ['84912345678', '849****5678'],
    ['+84912345678', '+84*****5678'],
    ['12345', '1***5'],
    ['123', '1*3'],
    ['', ''],
  ])('maskPhone(%p) = %p (first 3, last 2/3/4 by length 6/7/other)', (input, expected) => {
    expect(maskPhone(input)).toBe(expected);
  });

  it('gives "" for non-strings', () => {
    expect(maskPhone(null)).toBe('');
    expect(maskPhone(912345678)).toBe('');
  });

  it('property: keeps length and the first 3 characters for phone-like strings', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{6,15}$/), (phone) => {
        const masked = maskPhone(phone);
        expect(masked).toHaveLength(phone.length);
        expect(masked.slice(0, 3)).toBe(phone.slice(0, 3));
        const tail = phone.length === 6 ? 2 : phone.length === 7 ? 3 : 4;
        expect(masked.slice(-tail)).toBe(phone.slice(-tail));
        expect(masked.slice(3, -tail)).toMatch(/^\*+$/);
      }),
    );
  });
});

describe('last-4 masking (SPEC §5)', () => {
  it.each([
    ['6222020200112233', '*******2233'],
    ['1234', '*******1234'],
    ['12', '*******12'],
    ['', ''],
    [undefined, ''],
  ])('maskLast4(%p) = %p (7 asterisks then the last 4)', (input, expected) => {
    expect(maskLast4(input)).toBe(expected);
  });
});

describe('generic string masking (SPEC §5)', () => {
  it.each([
    ['a', 'a'],
    ['ab', 'ab'],
    ['abc', 'a*c'],
    ['abcde', 'a***e'],
    ['abcdef', 'ab**ef'],
    ['user@example.com', 'us************om'],
    ['nguyễn', 'ng**ễn'],
    ['', ''],
    [7, ''],
  ])('maskString(%p) = %p (≤5 keep first+last, else first 2 + last 2)', (input, expected) => {
    expect(maskString(input)).toBe(expected);
  });

  it('property: keeps length (in code points) and the kept ends', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme-composite' }), (s) => {
        const masked = maskString(s);
        expect(len(masked)).toBe(len(s));
        const keep = len(s) <= 5 ? 1 : 2;
        if (len(s) > 2) {
          expect(Array.from(masked).slice(0, keep)).toEqual(Array.from(s).slice(0, keep));
          expect(Array.from(masked).slice(-keep)).toEqual(Array.from(s).slice(-keep));
        }
      }),
    );
  });
});

describe('name masking by word count (SPEC §5)', () => {
  it.each([
    ['王小明', '王**'],
    ['Alice', 'A****'],
    ['A', 'A'],
    ['John Smith', 'John S****'],
    ['Nguyen Van An', 'Nguyen *** A*'],
    ['Trần Thị Minh Châu', 'Trần *** **** C***'],
    ['  Le  Loi ', '  Le  L** '],
    ['   ', '   '],
    ['', ''],
    [null, ''],
  ])('maskName(%p) = %p', (input, expected) => {
    expect(maskName(input)).toBe(expected);
  });

  it('property: keeps length and whitespace, and never shows a later word after its first letter', () => {
    fc.assert(
      fc.property(
        // the range À-ỹ also holds spaces (U+1680 Ogham space mark): letters only, so a word is one word
        fc.array(
          fc.stringMatching(/^[A-Za-zÀ-ỹ]{1,8}$/).filter((w) => /^\p{L}+$/u.test(w)),
          { minLength: 1, maxLength: 5 },
        ),
        (words) => {
          const name = words.join(' ');
          const masked = maskName(name);
          expect(len(masked)).toBe(len(name));
          const out = masked.split(' ');
          expect(out).toHaveLength(words.length);
          out.slice(1).forEach((w) => expect(w.slice(1)).toMatch(/^\**$/));
        },
      ),
    );
  });
});
