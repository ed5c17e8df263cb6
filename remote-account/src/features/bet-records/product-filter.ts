/**
 * The product filter of bet records. mybet/detail takes no product parameter (SPEC §7), so the
 * filter can only narrow the page already loaded, by each row's gameName; the totals stay those
 * of every product.
 */
type Rec = Record<string, unknown>;

const productOf = (record: Rec): string =>
  typeof record.gameName === 'string' ? record.gameName.trim() : '';

/** The products on a loaded page, in the order they first appear (rows without one are left out). */
export function pageProducts(records: readonly Rec[]): string[] {
  return [...new Set(records.map(productOf).filter(Boolean))];
}

/**
 * The rows of `product`, or every row when no product is chosen or the chosen one is not on this
 * page (another page or period), so the list never goes blank because of a stale choice.
 */
export function filterByProduct<R extends Rec>(records: readonly R[], product: string | null): R[] {
  if (!product || !records.some((r) => productOf(r) === product)) return [...records];
  return records.filter((r) => productOf(r) === product);
}
