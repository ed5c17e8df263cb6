import fc from 'fast-check';
import { choose, money, seriesBets } from './slip-math';
import { combinations, seriesMaxReturn, seriesStake } from './slip-returns';

describe('N串M maths (research §1.2)', () => {
  it('names the known options: 3串1, 3串3 doubles, 3串4, 4串11 Yankee', () => {
    expect(seriesBets(3, 3)).toBe(1);
    expect(seriesBets(3, 2)).toBe(3);
    expect(seriesBets(3, 0)).toBe(4);
    expect(seriesBets(4, 0)).toBe(11);
    expect(seriesStake(3, 0, 10_000)).toBe(40_000);
  });

  it('gives the maximum return of every combination winning', () => {
    expect(seriesMaxReturn([2, 3], 2, 10)).toBe(60);
    // 3串4 on 2, 2, 2: three doubles at 4 and one treble at 8 → 10 × (12 + 8)
    expect(seriesMaxReturn([2, 2, 2], 0, 10)).toBe(200);
  });

  const legs = fc.integer({ min: 2, max: 10 });

  it('counts C(n, k) combinations and full cover = Σ_k≥2 C(n, k) (property)', () => {
    fc.assert(
      fc.property(legs, (n) => {
        let full = 0;
        for (let k = 2; k <= n; k += 1) {
          expect(combinations([...Array(n).keys()], k)).toHaveLength(choose(n, k));
          full += seriesBets(n, k);
        }
        expect(seriesBets(n, 0)).toBe(full);
      }),
    );
  });

  it('total stake = unit × bets and return ≥ stake when all odds ≥ 1 (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.double({ min: 1, max: 20, noNaN: true }), { minLength: 2, maxLength: 6 }),
        fc.integer({ min: 1, max: 1_000_000 }),
        (odds, unit) => {
          for (let k = 0; k <= odds.length; k += k === 0 ? 2 : 1) {
            const stake = seriesStake(odds.length, k, unit);
            expect(stake).toBe(unit * seriesBets(odds.length, k));
            expect(seriesMaxReturn(odds, k, unit)).toBeGreaterThanOrEqual(stake * (1 - 1e-9));
          }
        },
      ),
    );
  });

  it('truncates money to cents', () => {
    expect(money(10.019)).toBe(10.01);
    expect(money(0.1 + 0.2)).toBe(0.3);
  });
});
