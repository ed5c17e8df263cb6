import { findActivity } from './catalog';
import { mechanicOfType, resolveActivity } from './mechanic';

// Issue 14: a page's mechanic is chosen by its activity's data (the server's type), SPEC §2 pages.
const SERVER = [
  { id: 1, key: 'luckyWheel', type: 'turntable', bonus: 0 },
  { id: 2, key: 'firstcharge', type: 'deposit', bonus: 100_000 },
  { id: 3, key: 'newMemberGiftPackVi', type: 'giftPack', bonus: 88_000 },
  { id: 4, key: 'sign-activity', type: 'sign', bonus: 10_000 },
  { id: 5, key: 'rebate-activity', type: 'rebate', bonus: 0 },
  { id: 6, key: 'FifaActivityVi', type: 'match', bonus: 50_000 },
];

describe('resolveActivity', () => {
  it('maps every server type to a mechanic and ignores unknown types', () => {
    expect(SERVER.map((a) => mechanicOfType(a.type))).toEqual([
      'wheel',
      'progress',
      'giftBox',
      'signIn',
      'rebate',
      'prediction',
    ]);
    expect(mechanicOfType('lottery')).toBeUndefined();
    expect(mechanicOfType('toString')).toBeUndefined();
  });

  it("uses the server's own activity of the page: its id, its bonus and its type", () => {
    expect(resolveActivity(findActivity('sign-activity')!, SERVER)).toEqual({
      mechanic: 'signIn',
      activityId: 4,
      bonus: 10_000,
      rules: null,
    });
  });

  it('lets the server type override the catalog when they differ', () => {
    const server = [{ id: 9, key: 'day-activity', type: 'giftPack', bonus: 5 }];
    expect(resolveActivity(findActivity('day-activity')!, server).mechanic).toBe('giftBox');
  });

  it('runs other pages on the server activity that carries their mechanic', () => {
    expect(resolveActivity(findActivity('day-activity')!, SERVER)).toMatchObject({
      mechanic: 'signIn',
      activityId: 4,
    });
    expect(resolveActivity(findActivity('usdt-activity')!, SERVER)).toMatchObject({
      mechanic: 'progress',
      activityId: 2,
    });
  });

  it('follows the activityId of a link (gift pack after registration)', () => {
    expect(resolveActivity(findActivity('newMemberGiftPack')!, SERVER, 3)).toMatchObject({
      mechanic: 'giftBox',
      activityId: 3,
    });
  });

  it('keeps the catalog mechanic without server data, with no activity to call', () => {
    expect(resolveActivity(findActivity('RankActivity')!, SERVER)).toEqual({
      mechanic: 'ranking',
      activityId: null,
      bonus: null,
      rules: null,
    });
    expect(resolveActivity(findActivity('GiftBox')!, undefined).activityId).toBeNull();
  });
});

// Issue 53 #4: /christmas-activities, /Valentine-Day, /GiftBox and /newPersonGiftBox all paid the
// new-member gift pack, which carried every gift page the server did not list.
describe('gift pages run their own activity', () => {
  const rules = { newMemberDays: null, vipMin: 0, vipMax: 11, frequency: 'daily' as const };
  const GIFTS = [
    ...SERVER,
    { id: 7, key: 'GiftBox', aliases: ['GiftBoxVi'], type: 'giftBox', bonus: 18_000, rules },
  ];

  it('a gift page without its own activity has nothing to open, never the new-member pack', () => {
    for (const id of ['christmas-activities', 'Valentine-Day', 'newPersonGiftBox', 'GiftBox']) {
      expect(resolveActivity(findActivity(id)!, SERVER)).toMatchObject({
        mechanic: 'giftBox',
        activityId: null,
      });
    }
  });

  it('finds its activity by its key or an alias, with its rules', () => {
    for (const id of ['GiftBox', 'GiftBoxVi'])
      expect(resolveActivity(findActivity(id)!, GIFTS)).toEqual({
        mechanic: 'giftBox',
        activityId: 7,
        bonus: 18_000,
        rules,
      });
  });
});
