import { filterByProduct, pageProducts } from './product-filter';

// mybet/detail rows carry gameName (the product); the call itself takes no product (SPEC §7).
const rows = [
  { id: 1, gameName: 'FB Thể thao' },
  { id: 2, gameName: 'Casino' },
  { id: 3, gameName: 'FB Thể thao' },
  { id: 4 },
  { id: 5, gameName: ' ' },
];

describe('bet records product filter', () => {
  it('lists the products of the page once each, in order', () => {
    expect(pageProducts(rows)).toEqual(['FB Thể thao', 'Casino']);
    expect(pageProducts([])).toEqual([]);
  });

  it('keeps the rows of the chosen product', () => {
    expect(filterByProduct(rows, 'Casino').map((r) => r.id)).toEqual([2]);
    expect(filterByProduct(rows, 'FB Thể thao').map((r) => r.id)).toEqual([1, 3]);
  });

  it('shows every row without a choice or when the choice is not on this page', () => {
    expect(filterByProduct(rows, null)).toHaveLength(5);
    expect(filterByProduct(rows, 'Slots')).toHaveLength(5);
  });
});
