/** Activities the promotion endpoints know (ids are stable). */
export const ACTIVITIES = [
  {
    id: 1,
    key: 'luckyWheel',
    name: 'Vòng quay may mắn',
    type: 'turntable',
    link: '/luckyWheel',
    bonus: 0,
  },
  {
    id: 2,
    key: 'firstcharge',
    name: 'Nạp đầu nhân đôi',
    type: 'deposit',
    link: '/firstcharge',
    bonus: 100_000,
  },
  {
    id: 3,
    key: 'newMemberGiftPackVi',
    name: 'Gói quà thành viên mới',
    type: 'giftPack',
    link: '/newMemberGiftPackVi',
    bonus: 88_000,
  },
  {
    id: 4,
    key: 'sign-activity',
    name: 'Điểm danh mỗi ngày',
    type: 'sign',
    link: '/sign-activity',
    bonus: 10_000,
  },
  {
    id: 5,
    key: 'rebate-activity',
    name: 'Hoàn trả thể thao 1,2%',
    type: 'rebate',
    link: '/rebate-activity',
    bonus: 0,
  },
  {
    id: 6,
    key: 'FifaActivityVi',
    name: 'Dự đoán trận đấu',
    type: 'match',
    link: '/FifaActivityVi',
    bonus: 50_000,
  },
] as const;

export const WHEEL_PRIZES = [
  { id: 1, name: 'Chúc may mắn lần sau', amount: 0, weight: 30 },
  { id: 2, name: '8.000 ₫', amount: 8_000, weight: 25 },
  { id: 3, name: '18.000 ₫', amount: 18_000, weight: 18 },
  { id: 4, name: '58.000 ₫', amount: 58_000, weight: 12 },
  { id: 5, name: '88.000 ₫', amount: 88_000, weight: 8 },
  { id: 6, name: '188.000 ₫', amount: 188_000, weight: 4 },
  { id: 7, name: '888.000 ₫', amount: 888_000, weight: 2 },
  { id: 8, name: '8.888.000 ₫', amount: 8_888_000, weight: 1 },
];

export const WHEEL_DAILY_CHANCES = 3;
export const REBATE_RATE = 0.012;

/** One target of a progress activity: the measure to reach and the reward it unlocks. */
export interface ProgressTier {
  target: number;
  reward: number;
}

/** The first-deposit activity's table: recorded deposits to reach, bonus credited per tier. */
export const DEPOSIT_TIERS: readonly ProgressTier[] = [
  { target: 500_000, reward: 50_000 },
  { target: 1_000_000, reward: 100_000 },
  { target: 5_000_000, reward: 388_000 },
  { target: 10_000_000, reward: 888_000 },
];

/** The turnover ladder of the other progress pages: settled stakes to reach. */
export const TURNOVER_TIERS: readonly ProgressTier[] = [
  { target: 1_000_000, reward: 18_000 },
  { target: 5_000_000, reward: 88_000 },
  { target: 20_000_000, reward: 388_000 },
  { target: 50_000_000, reward: 1_088_000 },
];
