import { render } from '@testing-library/react';
import { VipBadge } from './vip-badge';
import { clampVipLevel, vipTier } from './vip-tier';

// Issue 15: VIP badges 0–11 are drawn art — seven materials, a step within each, clamped levels.
const LEVELS = Array.from({ length: 12 }, (_, i) => i);

describe('VIP badge set', () => {
  test('materials progress iron → crown, each level a distinct material and step', () => {
    expect(LEVELS.map((l) => vipTier(l).material)).toEqual([
      'iron',
      'bronze',
      'bronze',
      'silver',
      'silver',
      'gold',
      'gold',
      'platinum',
      'platinum',
      'diamond',
      'diamond',
      'crown',
    ]);
    const keys = LEVELS.map((l) => `${vipTier(l).material}/${vipTier(l).step}`);
    expect(new Set(keys).size).toBe(12);
  });

  test('every level draws a different picture, at full size and at 16 px', () => {
    for (const size of [64, 16]) {
      const drawn = LEVELS.map((l) => {
        const { container } = render(<VipBadge level={l} size={size} label="" />);
        return container.innerHTML.replace(/vip-[^"")]+/g, 'vip-id');
      });
      expect(new Set(drawn).size).toBe(12);
    }
  });

  test('out-of-range and broken levels clamp to 0–11', () => {
    expect([-3, 12, 99, 4.7, Number.NaN].map(clampVipLevel)).toEqual([0, 11, 11, 4, 0]);
    expect(clampVipLevel('7')).toBe(0);
    const { container } = render(<VipBadge level={42} size={48} label="VIP 11" />);
    const svg = container.querySelector('svg')!;
    expect(svg).toHaveAttribute('data-vip-level', '11');
    expect(svg).toHaveAttribute('data-vip-material', 'crown');
    expect(svg).toHaveAttribute('role', 'img');
    expect(svg).toHaveAccessibleName('VIP 11');
  });

  test('a decorative badge is hidden from screen readers; small badges drop the ornaments', () => {
    const { container } = render(<VipBadge level={5} size={16} label="" />);
    const svg = container.querySelector('svg')!;
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(svg.textContent).toBe('5');
    const big = render(<VipBadge level={5} size={84} label="" />).container;
    expect(big.querySelector('svg')!.textContent).toBe('VIP5');
  });
});
