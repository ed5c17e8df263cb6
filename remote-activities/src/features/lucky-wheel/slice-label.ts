import { formatMoney } from '@app/shared/rules';

/**
 * What a wheel slice says, laid out to fit it. Money reads as the site writes it ("8,888,000"
 * with the currency code on a smaller second line); a text prize takes one or two lines. The
 * geometry below mirrors lucky-wheel.module.css: the label's font is a share of the wheel's
 * diameter (container units), the text ends at the rim padding and must clear the spin hub.
 */
export interface SliceLabel {
  /** The main line(s): the amount, or the prize text split into at most two lines. */
  lines: string[];
  /** The currency code under an amount, drawn smaller; null for a text prize. */
  code: string | null;
  /** Font scale of the label (1 = the full size); shrunk only when two lines do not fit. */
  scale: number;
}

/** Font size of a label as a share of the wheel's diameter (CSS: 4.6cqw). */
export const FONT_OF_DIAMETER = 0.046;
/** The currency code's size relative to the amount (CSS: .code 0.62em). */
export const CODE_SCALE = 0.62;
/** Line height in em (CSS: .text line-height). */
export const LINE_HEIGHT = 1.08;
/** The text ends this far out (share of the radius: padding-right 12%)... */
export const OUTER = 0.88;
/** ...and must stay outside the hub (28% of the diameter, plus its border). */
export const INNER = 0.31;
const MIN_SCALE = 0.7;

/** Width of a text in em for the wheel's bold face; generous so an estimate never undershoots. */
export function textEms(text: string): number {
  let ems = 0;
  for (const c of text) {
    if (/[\u2e80-\u9fff\uff00-\uffef]/.test(c)) ems += 1.02;
    else if (/[0-9]/.test(c)) ems += 0.62;
    else if (/[,.' ]/.test(c)) ems += 0.32;
    else if (/[A-ZĐ]/.test(c)) ems += 0.74;
    else ems += 0.6;
  }
  return ems;
}

/** Size of a label as shares of the wheel's radius: its radial length and its height. */
export function labelBox(label: SliceLabel): { length: number; height: number } {
  const em = 2 * FONT_OF_DIAMETER * label.scale;
  const widest = Math.max(
    ...label.lines.map(textEms),
    label.code ? textEms(label.code) * CODE_SCALE : 0,
  );
  const lines = label.lines.length + (label.code ? CODE_SCALE : 0);
  return { length: widest * em, height: lines * LINE_HEIGHT * em };
}

/** True when the label lies between hub and rim and is no taller than its slice where it starts. */
export function fitsSlice(label: SliceLabel, slices: number): boolean {
  const { length, height } = labelBox(label);
  const start = OUTER - length;
  if (start < INNER) return false;
  const chord = 2 * start * Math.sin(Math.PI / slices);
  return height <= chord;
}

/** The prize text in two lines, broken at the space nearest its middle (CJK text at its middle). */
function twoLines(text: string): string[] {
  const chars = [...text];
  const spaces = chars.flatMap((c, i) => (c === ' ' ? [i] : []));
  const middle = chars.length / 2;
  if (spaces.length === 0) {
    if (!/[\u2e80-\u9fff]/.test(text)) return [text];
    const cut = Math.ceil(middle);
    return [chars.slice(0, cut).join(''), chars.slice(cut).join('')];
  }
  const cut = spaces.reduce((a, b) => (Math.abs(b - middle) < Math.abs(a - middle) ? b : a));
  return [chars.slice(0, cut).join(''), chars.slice(cut + 1).join('')];
}

/** The label of a slice: the amount and its code, or `noPrize` for an empty slice. */
export function sliceLabel(
  amount: number,
  currency: string,
  noPrize: string,
  slices: number,
): SliceLabel {
  const options: SliceLabel[] =
    amount > 0
      ? [{ lines: [formatMoney(amount)], code: currency, scale: 1 }]
      : [
          { lines: [noPrize], code: null, scale: 1 },
          { lines: twoLines(noPrize), code: null, scale: 1 },
        ];
  for (const option of options) if (fitsSlice(option, slices)) return option;
  const last = options[options.length - 1]!;
  for (let scale = 0.95; scale >= MIN_SCALE; scale -= 0.05) {
    const smaller = { ...last, scale: Math.round(scale * 100) / 100 };
    if (fitsSlice(smaller, slices)) return smaller;
  }
  return { ...last, scale: MIN_SCALE };
}
