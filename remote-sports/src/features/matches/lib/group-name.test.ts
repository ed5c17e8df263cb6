import type { TFunction } from 'i18next';
import { MTY } from '../../../lib/markets';
import { groupName } from './group-name';

const t = ((key: string, o?: { name?: string }) =>
  o?.name ? `${key}(${o.name})` : key) as unknown as TFunction<'sports'>;
const group = (mty: number, pe: number) => ({ mty, pe, name: 'provider name', lines: [] });

describe('market group names in the UI language', () => {
  it('names the known markets and their first-half variants', () => {
    expect(groupName(t, group(MTY.handicap, 1001))).toBe('groups.handicap');
    expect(groupName(t, group(MTY.oneXTwo, 1002))).toBe('groups.firstHalf(groups.oneXTwo)');
  });

  it("keeps the provider's name for markets it does not know", () => {
    expect(groupName(t, group(4242, 1001))).toBe('provider name');
  });
});
