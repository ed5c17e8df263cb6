const STAR = '*';

/** Code points, so accented or CJK characters count as one. */
const chars = (value: string): string[] => Array.from(value);

function keepEnds(value: string, head: number, tail: number): string {
  const list = chars(value);
  if (list.length <= head + tail) return value;
  const hidden = list.length - head - tail;
  return (
    list.slice(0, head).join('') + STAR.repeat(hidden) + list.slice(list.length - tail).join('')
  );
}

/**
 * Generic masking (SPEC §5): 5 characters or fewer keep the first and last character, longer
 * strings keep the first 2 and last 2; every hidden character becomes one '*', so the length is
 * kept. Strings of 1 or 2 characters have nothing between their ends and come back unchanged.
 * Non-strings give ''.
 *
 * @example maskString('abcde') // 'a***e'
 * @example maskString('abcdef') // 'ab**ef'
 */
export function maskString(value: unknown): string {
  if (typeof value !== 'string') return '';
  return chars(value).length <= 5 ? keepEnds(value, 1, 1) : keepEnds(value, 2, 2);
}

/**
 * Phone masking (SPEC §5): keeps the first 3 characters and the last 2 (length 6), 3 (length 7)
 * or 4 (any other length); the rest become '*', so the length is kept. Decision: values shorter
 * than 6 are not phone-like and use {@link maskString} so they never show in full.
 *
 * @example maskPhone('0912345678') // '091***5678'
 */
export function maskPhone(value: unknown): string {
  if (typeof value !== 'string') return '';
  const length = chars(value).length;
  if (length < 6) return maskString(value);
  const tail = length === 6 ? 2 : length === 7 ? 3 : 4;
  return keepEnds(value, 3, tail);
}

/**
 * Last-4 helper (SPEC §5): seven '*' followed by the last 4 characters, e.g. for a bank card
 * '6222020200112233' -> '*******2233'. Empty or non-string input gives ''.
 */
export function maskLast4(value: unknown): string {
  if (typeof value !== 'string' || value === '') return '';
  return STAR.repeat(7) + chars(value).slice(-4).join('');
}

function hideWord(word: string, keep: number): string {
  const list = chars(word);
  return list.slice(0, keep).join('') + STAR.repeat(Math.max(0, list.length - keep));
}

/**
 * Name masking by word count (SPEC §5; the exact rule is not shown, so this is the decision):
 * - one word (e.g. Chinese '王小明' or 'Alice'): keep the first character -> '王**', 'A****';
 * - two or more words: keep the first word whole and the first letter of the last word, hide
 *   the middle words fully -> 'Nguyen Van An' -> 'Nguyen *** A*', 'John Smith' -> 'John S****'.
 * Every hidden character becomes one '*' and whitespace is kept, so the length is kept.
 */
export function maskName(value: unknown): string {
  if (typeof value !== 'string') return '';
  const pieces = value.split(/(\s+)/);
  const wordIndexes = pieces.flatMap((p, i) => (p !== '' && !/^\s+$/.test(p) ? [i] : []));
  const first = wordIndexes[0];
  const last = wordIndexes[wordIndexes.length - 1];
  if (first === undefined) return value;
  return pieces
    .map((piece, i) => {
      if (!wordIndexes.includes(i)) return piece;
      if (wordIndexes.length === 1) return hideWord(piece, 1);
      if (i === first) return piece;
      return hideWord(piece, i === last ? 1 : 0);
    })
    .join('');
}
