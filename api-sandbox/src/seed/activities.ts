import { GIFT_PACK_ID } from '../activity-events';
import type { WindowRule } from '../activity-windows';
import { t } from '../i18n/texts';
import { GIFT_BOXES, SEASONS } from './seasonal-activities';

/** Who may claim an activity and how often (issue 53 #4); src/activity-eligibility.ts applies it. */
export interface ActivityRules {
  /** Only accounts registered at most this many days ago. */
  newMemberDays?: number;
  /** VIP levels allowed, both ends included (SPEC §3: 0 to 11). */
  vipMin?: number;
  vipMax?: number;
  frequency: 'once' | 'daily';
  /** A new-member gift pack: a verified phone, one per phone and one per device (issue 49 #5). */
  onePerPerson?: boolean;
}

/** One activity the promotion endpoints know (ids are stable). */
export interface SandboxActivity {
  id: number;
  /** The registry key of its page; `aliases` name its other pages (the Vietnamese variants). */
  key: string;
  aliases?: readonly string[];
  name: string;
  type: string;
  link: string;
  bonus: number;
  rules?: ActivityRules;
  /** Seasonal activities only (issue 53 #5). */
  window?: WindowRule;
}

const ANY_VIP = { vipMin: 0, vipMax: 11 } as const;

/** Activities the promotion endpoints know; t() registers the translations. */
export const ACTIVITIES: readonly SandboxActivity[] = [
  {
    id: 1,
    key: 'luckyWheel',
    name: t('Vòng quay may mắn', 'Lucky wheel', '幸运转盘').vi,
    type: 'turntable',
    link: '/luckyWheel',
    bonus: 0,
  },
  {
    id: 2,
    key: 'firstcharge',
    name: t('Nạp đầu nhân đôi', 'First deposit double', '首充双倍').vi,
    type: 'deposit',
    link: '/firstcharge',
    bonus: 100_000,
  },
  {
    id: GIFT_PACK_ID,
    key: 'newMemberGiftPackVi',
    aliases: ['newMemberGiftPack'],
    name: t('Gói quà thành viên mới', 'New member gift pack', '新会员礼包').vi,
    type: 'giftPack',
    link: '/newMemberGiftPackVi',
    bonus: 88_000,
    rules: { newMemberDays: 7, ...ANY_VIP, frequency: 'once', onePerPerson: true },
  },
  {
    id: 4,
    key: 'sign-activity',
    name: t('Điểm danh mỗi ngày', 'Daily check-in', '每日签到').vi,
    type: 'sign',
    link: '/sign-activity',
    bonus: 10_000,
    rules: { ...ANY_VIP, frequency: 'daily' },
  },
  {
    id: 5,
    key: 'rebate-activity',
    name: t('Hoàn trả thể thao 1,2%', 'Sports rebate 1.2%', '体育返水1.2%').vi,
    type: 'rebate',
    link: '/rebate-activity',
    bonus: 0,
  },
  {
    id: 6,
    key: 'FifaActivityVi',
    name: t('Dự đoán trận đấu', 'Match prediction', '赛事竞猜').vi,
    type: 'match',
    link: '/FifaActivityVi',
    bonus: 50_000,
  },
  ...GIFT_BOXES,
  ...SEASONS,
];

/** A prize amount as the site writes money (SPEC §5 digits, then the code): the same in every language. */
function vnd(amount: number): string {
  return `${String(amount).replace(/\B(?=(\d{3})+(?!\d))/g, ',')} VND`;
}

export const WHEEL_PRIZES = [
  {
    id: 1,
    name: t('Chúc may mắn lần sau', 'Better luck next time', '下次好运').vi,
    amount: 0,
    weight: 30,
  },
  { id: 2, name: vnd(8_000), amount: 8_000, weight: 25 },
  { id: 3, name: vnd(18_000), amount: 18_000, weight: 18 },
  { id: 4, name: vnd(58_000), amount: 58_000, weight: 12 },
  { id: 5, name: vnd(88_000), amount: 88_000, weight: 8 },
  { id: 6, name: vnd(188_000), amount: 188_000, weight: 4 },
  { id: 7, name: vnd(888_000), amount: 888_000, weight: 2 },
  { id: 8, name: vnd(8_888_000), amount: 8_888_000, weight: 1 },
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

/** Match prediction template (title and rules shown on the prediction page). */
export const PREDICTION_TEMPLATE = {
  title: t('Dự đoán tỉ số', 'Score prediction', '比分竞猜').vi,
  rules: [
    t(
      'Dự đoán đúng tỉ số nhận 50,000 VND',
      'A correct score wins 50,000 VND',
      '猜中比分奖励 50,000 VND',
    ).vi,
    t('Mỗi trận dự đoán một lần', 'One prediction per match', '每场比赛限竞猜一次').vi,
  ],
};
