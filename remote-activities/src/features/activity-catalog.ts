/**
 * Every activity page of SPEC §2 (activity pages, Vietnamese variants and themed promotion paths), as one
 * table. The route manifest (`src/app-manifest.json`) and the registry `paths` are checked against it by
 * `activity-catalog.test.ts`, so a page is added here first.
 */

export type ActivityKind =
  | 'deposit'
  | 'giftPack'
  | 'sign'
  | 'rebate'
  | 'match'
  | 'rank'
  | 'invite'
  | 'vip'
  | 'event'
  | 'wheel';

export interface ActivityTheme {
  /** Hero gradient start and end. */
  from: string;
  to: string;
  /** Highlight colour (chips, numbered rules, wheel rim). */
  accent: string;
}

export const THEMES = {
  gold: { from: '#5a3b00', to: '#1a1030', accent: '#f6b10a' },
  ruby: { from: '#6b0f2a', to: '#1b0d2e', accent: '#ff5a7a' },
  emerald: { from: '#064e3b', to: '#0b1a2e', accent: '#34d399' },
  violet: { from: '#3b1d8f', to: '#0f1230', accent: '#a78bfa' },
  ocean: { from: '#0b3b8c', to: '#08162e', accent: '#60a5fa' },
  sunset: { from: '#7c2d12', to: '#2a0f2e', accent: '#fb923c' },
  teal: { from: '#0f4c5c', to: '#0a1626', accent: '#2dd4bf' },
  rose: { from: '#831843', to: '#1e0b24', accent: '#f472b6' },
  royal: { from: '#312e81', to: '#1a1005', accent: '#fcd34d' },
  pitch: { from: '#14532d', to: '#0a1a12', accent: '#a3e635' },
} satisfies Record<string, ActivityTheme>;

export type ThemeName = keyof typeof THEMES;

export interface ActivityTitle {
  en: string;
  vi: string;
  'zh-cn': string;
  /** Thai falls back to English when absent. */
  th?: string;
}

export interface ActivityDef {
  /** Route id in the manifest (shared by a page's aliases). */
  id: string;
  /** Canonical path first, then its aliases; all render the same page. */
  paths: readonly string[];
  /** Key of the registry's `activities` toggles. */
  activityKey: string;
  kind: ActivityKind;
  theme: ThemeName;
  title: ActivityTitle;
  /** The sandbox activity behind the primary button, if the backend has one. */
  backend?: { activityId: number; action: 'claim' | 'signUp' };
  /** Reads `activityId` and `type` from the query (new-member gift pack after registration). */
  readsQuery?: boolean;
  /** Vietnamese-market variant of another page. */
  vietnam?: boolean;
}

const t = (en: string, vi: string, zh: string, th?: string): ActivityTitle =>
  th ? { en, vi, 'zh-cn': zh, th } : { en, vi, 'zh-cn': zh };

/** A themed promotion page of SPEC §2: one path, its key is the path without the slash. */
const themed = (
  path: string,
  kind: ActivityKind,
  theme: ThemeName,
  title: ActivityTitle,
  backend?: ActivityDef['backend'],
): ActivityDef => ({
  id: path.slice(1),
  paths: [path],
  activityKey: path.slice(1),
  kind,
  theme,
  title,
  ...(backend ? { backend } : {}),
});

const page = (
  id: string,
  paths: readonly string[],
  kind: ActivityKind,
  theme: ThemeName,
  title: ActivityTitle,
  extra: Partial<Pick<ActivityDef, 'backend' | 'readsQuery' | 'vietnam'>> = {},
): ActivityDef => ({ id, paths, activityKey: id, kind, theme, title, ...extra });

const TITLES = {
  GiftBox: t('Gift box', 'Hộp quà may mắn', '惊喜礼盒', 'กล่องของขวัญ'),
  newPersonGiftBox: t('New player gift box', 'Hộp quà người mới', '新人礼盒', 'กล่องของขวัญผู้เล่นใหม่'),
  newMemberGiftPack: t(
    'New member gift pack',
    'Gói quà thành viên mới',
    '新会员礼包',
    'แพ็กของขวัญสมาชิกใหม่',
  ),
  FifaActivity: t('Match prediction', 'Dự đoán trận đấu', '赛事竞猜', 'ทายผลการแข่งขัน'),
  RankActivity: t('Leaderboard', 'Bảng xếp hạng', '排行榜活动', 'ตารางอันดับ'),
};

export const ACTIVITY_CATALOG: readonly ActivityDef[] = [
  // Activity pages
  page(
    'firstcharge',
    ['/firstcharge', '/first-charge'],
    'deposit',
    'gold',
    t('First deposit double', 'Nạp đầu nhân đôi', '首充双倍', 'ฝากครั้งแรกรับสองเท่า'),
    { backend: { activityId: 2, action: 'signUp' } },
  ),
  page(
    'newbieactivity',
    ['/newbieactivity', '/newbie-activity'],
    'giftPack',
    'emerald',
    t('Newbie welcome', 'Chào mừng tân thủ', '新手福利', 'ต้อนรับผู้เล่นใหม่'),
  ),
  page(
    'StaticActivity',
    ['/ActivityView/StaticActivity', '/static-activity'],
    'event',
    'ocean',
    t('Featured promotion', 'Khuyến mãi nổi bật', '精选活动', 'โปรโมชั่นแนะนำ'),
  ),
  page(
    'WelcomeWealthActivity',
    ['/ActivityView/WelcomeWealthActivity'],
    'event',
    'ruby',
    t('Welcome wealth', 'Đón tài lộc', '迎财神', 'ต้อนรับโชคลาภ'),
  ),
  page(
    'ElectronicActivity',
    ['/ActivityView/ElectronicActivity'],
    'event',
    'violet',
    t('Slots festival', 'Lễ hội slot', '电子游戏嘉年华', 'เทศกาลสล็อต'),
  ),
  page(
    'luckyWheel',
    ['/luckyWheel'],
    'wheel',
    'royal',
    t('Lucky wheel', 'Vòng quay may mắn', '幸运转盘', 'วงล้อนำโชค'),
  ),
  page('GiftBox', ['/GiftBox'], 'giftPack', 'rose', TITLES.GiftBox),
  page('newPersonGiftBox', ['/newPersonGiftBox'], 'giftPack', 'teal', TITLES.newPersonGiftBox),
  page('newMemberGiftPack', ['/newMemberGiftPack'], 'giftPack', 'gold', TITLES.newMemberGiftPack, {
    backend: { activityId: 3, action: 'claim' },
    readsQuery: true,
  }),
  page('FifaActivity', ['/FifaActivity'], 'match', 'pitch', TITLES.FifaActivity, {
    backend: { activityId: 6, action: 'signUp' },
  }),
  page('RankActivity', ['/RankActivity'], 'rank', 'sunset', TITLES.RankActivity),
  // Vietnamese variants
  page('GiftBoxVi', ['/GiftBoxVi'], 'giftPack', 'rose', TITLES.GiftBox, { vietnam: true }),
  page(
    'newMemberGiftPackVi',
    ['/newMemberGiftPackVi'],
    'giftPack',
    'gold',
    TITLES.newMemberGiftPack,
    { backend: { activityId: 3, action: 'claim' }, readsQuery: true, vietnam: true },
  ),
  page('newPersonGiftBoxVi', ['/newPersonGiftBoxVi'], 'giftPack', 'teal', TITLES.newPersonGiftBox, {
    vietnam: true,
  }),
  page('FifaActivityVi', ['/FifaActivityVi'], 'match', 'pitch', TITLES.FifaActivity, {
    backend: { activityId: 6, action: 'signUp' },
    vietnam: true,
  }),
  page('RankActivityVi', ['/RankActivityVi'], 'rank', 'sunset', TITLES.RankActivity, {
    vietnam: true,
  }),
  // Themed promotion pages
  themed(
    '/rebate-activity',
    'rebate',
    'emerald',
    t('Sports rebate 1.2%', 'Hoàn trả thể thao 1,2%', '体育返水1.2%', 'คืนยอดกีฬา 1.2%'),
    { activityId: 5, action: 'claim' },
  ),
  themed(
    '/game-activity',
    'event',
    'violet',
    t('Game challenge', 'Thử thách trò chơi', '游戏挑战赛'),
  ),
  themed(
    '/game-activity-argentina',
    'match',
    'ocean',
    t('Argentina fan challenge', 'Thử thách fan Argentina', '阿根廷球迷挑战'),
  ),
  themed('/invite-activity', 'invite', 'teal', t('Invite friends', 'Mời bạn bè', '邀请好友')),
  themed('/royal-activity', 'vip', 'royal', t('Royal club', 'Câu lạc bộ Hoàng gia', '皇家俱乐部')),
  themed(
    '/transaction-activity',
    'deposit',
    'gold',
    t('Deposit bonus', 'Thưởng giao dịch', '交易奖励'),
  ),
  themed(
    '/suggestion-activity',
    'event',
    'teal',
    t('Feedback rewards', 'Góp ý nhận thưởng', '建议有奖'),
  ),
  themed(
    '/sign-activity',
    'sign',
    'emerald',
    t('Daily check-in', 'Điểm danh mỗi ngày', '每日签到', 'เช็กอินรายวัน'),
    { activityId: 4, action: 'claim' },
  ),
  themed(
    '/monthly-activity',
    'deposit',
    'ocean',
    t('Monthly bonus', 'Thưởng hằng tháng', '月度奖励'),
  ),
  themed('/520model', 'event', 'rose', t('520 love special', 'Ưu đãi 520', '520告白季')),
  themed('/day-activity', 'event', 'sunset', t('Daily mission', 'Nhiệm vụ hằng ngày', '每日任务')),
  themed('/feast-activity', 'event', 'ruby', t('Festival feast', 'Đại tiệc lễ hội', '狂欢盛宴')),
  themed(
    '/moneyball-activity',
    'match',
    'pitch',
    t('Moneyball', 'Bóng vàng tiền thưởng', '金钱球'),
  ),
  themed(
    '/61flow-activity',
    'event',
    'teal',
    t("Children's Day 1/6", 'Quốc tế Thiếu nhi 1/6', '六一儿童节'),
  ),
  themed('/base-activity', 'deposit', 'ocean', t('Welcome bonus', 'Ưu đãi cơ bản', '基础优惠')),
  themed(
    '/negative-activity',
    'rebate',
    'violet',
    t('Loss cover', 'Bảo hiểm thua cược', '负盈利救援金'),
  ),
  themed('/schedule-display', 'match', 'pitch', t('Match schedule', 'Lịch thi đấu', '赛程表')),
  themed('/america-activity', 'match', 'ocean', t('Copa América', 'Copa América', '美洲杯活动')),
  themed(
    '/america-details',
    'match',
    'ocean',
    t('Copa América rewards', 'Phần thưởng Copa América', '美洲杯奖励详情'),
  ),
  themed(
    '/america-schedule',
    'match',
    'ocean',
    t('Copa América schedule', 'Lịch Copa América', '美洲杯赛程'),
  ),
  themed('/olympic-games', 'match', 'gold', t('Olympic Games', 'Thế vận hội Olympic', '奥运会')),
  themed(
    '/c2cVirtual-activity',
    'deposit',
    'teal',
    t('C2C wallet bonus', 'Thưởng ví C2C', 'C2C钱包优惠'),
  ),
  themed(
    '/goldMedal-Activity',
    'match',
    'gold',
    t('Gold medal race', 'Đua huy chương vàng', '金牌竞猜'),
  ),
  themed(
    '/olympicCheck-Activity',
    'sign',
    'gold',
    t('Olympic check-in', 'Điểm danh Olympic', '奥运打卡'),
  ),
  themed('/k2v-activity', 'deposit', 'violet', t('K2V bonus', 'Ưu đãi K2V', 'K2V专属优惠')),
  themed(
    '/dedicated-customer-service',
    'vip',
    'royal',
    t('Dedicated service', 'Chăm sóc khách hàng riêng', '专属客服'),
  ),
  themed('/Valentine-Day', 'event', 'rose', t("Valentine's Day", 'Lễ Tình nhân', '情人节')),
  themed(
    '/Five-Major-Leagues',
    'match',
    'pitch',
    t('Top 5 leagues', '5 giải hàng đầu', '五大联赛'),
  ),
  themed(
    '/Five-Major-Leagues2',
    'match',
    'pitch',
    t('Top 5 leagues – season 2', '5 giải hàng đầu – mùa 2', '五大联赛第二季'),
  ),
  themed(
    '/Mid-Autumn-Festival',
    'event',
    'sunset',
    t('Mid-Autumn Festival', 'Tết Trung thu', '中秋节'),
  ),
  themed(
    '/Chess-Card-Challenge',
    'event',
    'emerald',
    t('Card game challenge', 'Thử thách game bài', '棋牌挑战赛'),
  ),
  themed('/glory-activity', 'rank', 'royal', t('Road to glory', 'Đại lộ vinh quang', '荣耀之路')),
  themed(
    '/electronic-activity',
    'event',
    'violet',
    t('Slots bonus', 'Thưởng slot', '电子游戏活动'),
  ),
  themed(
    '/national-activity',
    'event',
    'ruby',
    t('National celebration', 'Mừng lễ lớn', '国民狂欢'),
  ),
  themed('/invite-politely', 'invite', 'teal', t('Invite & earn', 'Mời bạn nhận quà', '邀请有礼')),
  themed(
    '/national-day-activity',
    'event',
    'ruby',
    t('National Day gifts', 'Quà Quốc khánh', '国庆献礼'),
  ),
  themed('/peers-activity', 'invite', 'ocean', t('Team up rewards', 'Thưởng đồng đội', '同行有礼')),
  themed(
    '/eSports-activity',
    'match',
    'violet',
    t('eSports cup', 'Cúp thể thao điện tử', '电竞杯'),
  ),
  themed(
    '/usdt-activity',
    'deposit',
    'emerald',
    t('USDT deposit bonus', 'Thưởng nạp USDT', 'USDT存款优惠'),
  ),
  themed(
    '/usdt-activity2',
    'deposit',
    'emerald',
    t('USDT bonus II', 'Thưởng USDT II', 'USDT优惠二'),
  ),
  themed(
    '/usdt-activity3',
    'deposit',
    'emerald',
    t('USDT bonus III', 'Thưởng USDT III', 'USDT优惠三'),
  ),
  themed(
    '/businessYoungModel',
    'event',
    'rose',
    t('Brand ambassadors', 'Đại sứ thương hiệu', '商务模特'),
  ),
  themed(
    '/singlesDay-activity',
    'event',
    'sunset',
    t("Singles' Day 11.11", 'Ngày Độc thân 11.11', '双十一狂欢'),
  ),
  themed(
    '/cbPay-activity',
    'deposit',
    'ocean',
    t('CBPay deposit bonus', 'Thưởng nạp CBPay', 'CBPay充值优惠'),
  ),
  themed('/christmas-activities', 'event', 'ruby', t('Christmas', 'Giáng sinh', '圣诞活动')),
];

/** The promotions list, which is not an activity page. */
export const PROMOTIONS_ROUTE = { id: 'activity', path: '/activity' } as const;

export function findActivity(id: string): ActivityDef | undefined {
  return ACTIVITY_CATALOG.find((a) => a.id === id);
}

/** Every path the remote declares: the promotions list, then each page's paths. */
export function declaredPaths(): string[] {
  return [PROMOTIONS_ROUTE.path, ...ACTIVITY_CATALOG.flatMap((a) => a.paths)];
}

/** The title in the UI language (Thai and unknown languages fall back to English). */
export function titleFor(def: ActivityDef, language: string): string {
  const key = language.toLowerCase() as keyof ActivityTitle;
  return def.title[key] ?? def.title.en;
}

/** Manifest route entries derived from the catalog (footer on every activity page, SPEC §2). */
export function manifestRoutes() {
  return [
    { id: PROMOTIONS_ROUTE.id, path: PROMOTIONS_ROUTE.path, footer: true },
    ...ACTIVITY_CATALOG.flatMap((a) =>
      a.paths.map((path) => ({ id: a.id, path, footer: true, activityKey: a.activityKey })),
    ),
  ];
}
