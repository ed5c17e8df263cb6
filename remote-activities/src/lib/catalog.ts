import { ADVERTS_PATH } from '@app/shared/client';
/**
 * Every activity page of SPEC §2 (activity pages, Vietnamese variants and themed promotion paths), as one
 * table. The route manifest (`src/app-manifest.json`) and the registry `paths` are checked against it by
 * `activity-catalog.test.ts`, so a page is added here first.
 */

/** The mechanics a promotion page can run (research-sportsbook.md §3). */
export const MECHANICS = [
  'progress',
  'signIn',
  'ranking',
  'prediction',
  'rebate',
  'giftBox',
  'wheel',
  'invite',
] as const;
export type Mechanic = (typeof MECHANICS)[number];

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
  /** The mechanic when the server runs no activity for this page (else the server's type decides). */
  mechanic: Mechanic;
  theme: ThemeName;
  title: ActivityTitle;
  /** Reads `activityId` and `type` from the query (new-member gift pack after registration). */
  readsQuery?: boolean;
  /** Vietnamese-market variant of another page. */
  vietnam?: boolean;
  /** Prediction pages that lead with the fixture list (kick-off times by day). */
  schedule?: boolean;
  /** Invite-like pages: where in the account remote the member continues. */
  gateway?: string;
}

const t = (en: string, vi: string, zh: string, th?: string): ActivityTitle =>
  th ? { en, vi, 'zh-cn': zh, th } : { en, vi, 'zh-cn': zh };

/** A themed promotion page of SPEC §2: one path, its key is the path without the slash. */
const themed = (
  path: string,
  mechanic: Mechanic,
  theme: ThemeName,
  title: ActivityTitle,
  extra: Partial<Pick<ActivityDef, 'schedule' | 'gateway'>> = {},
): ActivityDef => ({
  ...extra,
  id: path.slice(1),
  paths: [path],
  activityKey: path.slice(1),
  mechanic,
  theme,
  title,
});

const page = (
  id: string,
  paths: readonly string[],
  mechanic: Mechanic,
  theme: ThemeName,
  title: ActivityTitle,
  extra: Partial<Pick<ActivityDef, 'readsQuery' | 'vietnam'>> = {},
): ActivityDef => ({ id, paths, activityKey: id, mechanic, theme, title, ...extra });

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
    'progress',
    'gold',
    t('First deposit double', 'Nạp đầu nhân đôi', '首充双倍', 'ฝากครั้งแรกรับสองเท่า'),
  ),
  page(
    'newbieactivity',
    ['/newbieactivity', '/newbie-activity'],
    'progress',
    'emerald',
    t('Newbie welcome', 'Chào mừng tân thủ', '新手福利', 'ต้อนรับผู้เล่นใหม่'),
  ),
  page(
    'StaticActivity',
    ['/ActivityView/StaticActivity', '/static-activity'],
    'progress',
    'ocean',
    t('Featured promotion', 'Khuyến mãi nổi bật', '精选活动', 'โปรโมชั่นแนะนำ'),
  ),
  page(
    'WelcomeWealthActivity',
    ['/ActivityView/WelcomeWealthActivity'],
    'progress',
    'ruby',
    t('Welcome wealth', 'Đón tài lộc', '迎财神', 'ต้อนรับโชคลาภ'),
  ),
  page(
    'ElectronicActivity',
    ['/ActivityView/ElectronicActivity'],
    'progress',
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
  page('GiftBox', ['/GiftBox'], 'giftBox', 'rose', TITLES.GiftBox),
  page('newPersonGiftBox', ['/newPersonGiftBox'], 'giftBox', 'teal', TITLES.newPersonGiftBox),
  page('newMemberGiftPack', ['/newMemberGiftPack'], 'giftBox', 'gold', TITLES.newMemberGiftPack, {
    readsQuery: true,
  }),
  page('FifaActivity', ['/FifaActivity'], 'prediction', 'pitch', TITLES.FifaActivity),
  page('RankActivity', ['/RankActivity'], 'ranking', 'sunset', TITLES.RankActivity),
  // Vietnamese variants
  page('GiftBoxVi', ['/GiftBoxVi'], 'giftBox', 'rose', TITLES.GiftBox, { vietnam: true }),
  page(
    'newMemberGiftPackVi',
    ['/newMemberGiftPackVi'],
    'giftBox',
    'gold',
    TITLES.newMemberGiftPack,
    { readsQuery: true, vietnam: true },
  ),
  page('newPersonGiftBoxVi', ['/newPersonGiftBoxVi'], 'giftBox', 'teal', TITLES.newPersonGiftBox, {
    vietnam: true,
  }),
  page('FifaActivityVi', ['/FifaActivityVi'], 'prediction', 'pitch', TITLES.FifaActivity, {
    vietnam: true,
  }),
  page('RankActivityVi', ['/RankActivityVi'], 'ranking', 'sunset', TITLES.RankActivity, {
    vietnam: true,
  }),
  // Themed promotion pages
  themed(
    '/rebate-activity',
    'rebate',
    'emerald',
    t('Sports rebate 1.2%', 'Hoàn trả thể thao 1,2%', '体育返水1.2%', 'คืนยอดกีฬา 1.2%'),
  ),
  themed(
    '/game-activity',
    'progress',
    'violet',
    t('Game challenge', 'Thử thách trò chơi', '游戏挑战赛'),
  ),
  themed(
    '/game-activity-argentina',
    'prediction',
    'ocean',
    t('Argentina fan challenge', 'Thử thách fan Argentina', '阿根廷球迷挑战'),
  ),
  themed('/invite-activity', 'invite', 'teal', t('Invite friends', 'Mời bạn bè', '邀请好友')),
  themed(
    '/royal-activity',
    'ranking',
    'royal',
    t('Royal club', 'Câu lạc bộ Hoàng gia', '皇家俱乐部'),
  ),
  themed(
    '/transaction-activity',
    'progress',
    'gold',
    t('Deposit bonus', 'Thưởng giao dịch', '交易奖励'),
  ),
  themed(
    '/suggestion-activity',
    'giftBox',
    'teal',
    t('Feedback rewards', 'Góp ý nhận thưởng', '建议有奖'),
  ),
  themed(
    '/sign-activity',
    'signIn',
    'emerald',
    t('Daily check-in', 'Điểm danh mỗi ngày', '每日签到', 'เช็กอินรายวัน'),
  ),
  themed(
    '/monthly-activity',
    'signIn',
    'ocean',
    t('Monthly bonus', 'Thưởng hằng tháng', '月度奖励'),
  ),
  themed('/520model', 'giftBox', 'rose', t('520 love special', 'Ưu đãi 520', '520告白季')),
  themed('/day-activity', 'signIn', 'sunset', t('Daily mission', 'Nhiệm vụ hằng ngày', '每日任务')),
  themed('/feast-activity', 'progress', 'ruby', t('Festival feast', 'Đại tiệc lễ hội', '狂欢盛宴')),
  themed(
    '/moneyball-activity',
    'prediction',
    'pitch',
    t('Moneyball', 'Bóng vàng tiền thưởng', '金钱球'),
  ),
  themed(
    '/61flow-activity',
    'giftBox',
    'teal',
    t("Children's Day 1/6", 'Quốc tế Thiếu nhi 1/6', '六一儿童节'),
  ),
  themed('/base-activity', 'progress', 'ocean', t('Welcome bonus', 'Ưu đãi cơ bản', '基础优惠')),
  themed(
    '/negative-activity',
    'rebate',
    'violet',
    t('Loss cover', 'Bảo hiểm thua cược', '负盈利救援金'),
  ),
  themed(
    '/schedule-display',
    'prediction',
    'pitch',
    t('Match schedule', 'Lịch thi đấu', '赛程表'),
    { schedule: true },
  ),
  themed(
    '/america-activity',
    'prediction',
    'ocean',
    t('Copa América', 'Copa América', '美洲杯活动'),
  ),
  themed(
    '/america-details',
    'prediction',
    'ocean',
    t('Copa América rewards', 'Phần thưởng Copa América', '美洲杯奖励详情'),
  ),
  themed(
    '/america-schedule',
    'prediction',
    'ocean',
    t('Copa América schedule', 'Lịch Copa América', '美洲杯赛程'),
    { schedule: true },
  ),
  themed(
    '/olympic-games',
    'prediction',
    'gold',
    t('Olympic Games', 'Thế vận hội Olympic', '奥运会'),
  ),
  themed(
    '/c2cVirtual-activity',
    'progress',
    'teal',
    t('C2C wallet bonus', 'Thưởng ví C2C', 'C2C钱包优惠'),
  ),
  themed(
    '/goldMedal-Activity',
    'prediction',
    'gold',
    t('Gold medal race', 'Đua huy chương vàng', '金牌竞猜'),
  ),
  themed(
    '/olympicCheck-Activity',
    'signIn',
    'gold',
    t('Olympic check-in', 'Điểm danh Olympic', '奥运打卡'),
  ),
  themed('/k2v-activity', 'progress', 'violet', t('K2V bonus', 'Ưu đãi K2V', 'K2V专属优惠')),
  themed(
    '/dedicated-customer-service',
    'invite',
    'royal',
    t('Dedicated service', 'Chăm sóc khách hàng riêng', '专属客服'),
    { gateway: '/vipDedicatedManager' },
  ),
  themed('/Valentine-Day', 'giftBox', 'rose', t("Valentine's Day", 'Lễ Tình nhân', '情人节')),
  themed(
    '/Five-Major-Leagues',
    'prediction',
    'pitch',
    t('Top 5 leagues', '5 giải hàng đầu', '五大联赛'),
  ),
  themed(
    '/Five-Major-Leagues2',
    'prediction',
    'pitch',
    t('Top 5 leagues – season 2', '5 giải hàng đầu – mùa 2', '五大联赛第二季'),
  ),
  themed(
    '/Mid-Autumn-Festival',
    'signIn',
    'sunset',
    t('Mid-Autumn Festival', 'Tết Trung thu', '中秋节'),
  ),
  themed(
    '/Chess-Card-Challenge',
    'progress',
    'emerald',
    t('Card game challenge', 'Thử thách game bài', '棋牌挑战赛'),
  ),
  themed(
    '/glory-activity',
    'ranking',
    'royal',
    t('Road to glory', 'Đại lộ vinh quang', '荣耀之路'),
  ),
  themed(
    '/electronic-activity',
    'progress',
    'violet',
    t('Slots bonus', 'Thưởng slot', '电子游戏活动'),
  ),
  themed(
    '/national-activity',
    'signIn',
    'ruby',
    t('National celebration', 'Mừng lễ lớn', '国民狂欢'),
  ),
  themed('/invite-politely', 'invite', 'teal', t('Invite & earn', 'Mời bạn nhận quà', '邀请有礼')),
  themed(
    '/national-day-activity',
    'giftBox',
    'ruby',
    t('National Day gifts', 'Quà Quốc khánh', '国庆献礼'),
  ),
  themed(
    '/peers-activity',
    'ranking',
    'ocean',
    t('Team up rewards', 'Thưởng đồng đội', '同行有礼'),
  ),
  themed(
    '/eSports-activity',
    'prediction',
    'violet',
    t('eSports cup', 'Cúp thể thao điện tử', '电竞杯'),
  ),
  themed(
    '/usdt-activity',
    'progress',
    'emerald',
    t('USDT deposit bonus', 'Thưởng nạp USDT', 'USDT存款优惠'),
  ),
  themed(
    '/usdt-activity2',
    'progress',
    'emerald',
    t('USDT bonus II', 'Thưởng USDT II', 'USDT优惠二'),
  ),
  themed(
    '/usdt-activity3',
    'progress',
    'emerald',
    t('USDT bonus III', 'Thưởng USDT III', 'USDT优惠三'),
  ),
  themed(
    '/businessYoungModel',
    'ranking',
    'rose',
    t('Brand ambassadors', 'Đại sứ thương hiệu', '商务模特'),
  ),
  themed(
    '/singlesDay-activity',
    'giftBox',
    'sunset',
    t("Singles' Day 11.11", 'Ngày Độc thân 11.11', '双十一狂欢'),
  ),
  themed(
    '/cbPay-activity',
    'progress',
    'ocean',
    t('CBPay deposit bonus', 'Thưởng nạp CBPay', 'CBPay充值优惠'),
  ),
  themed('/christmas-activities', 'giftBox', 'ruby', t('Christmas', 'Giáng sinh', '圣诞活动')),
];

/** The promotions list, which is not an activity page. */
export const PROMOTIONS_ROUTE = { id: 'activity', path: '/activity' } as const;

/**
 * The promotions page's first reads (its advert cards and the server's activities), which the
 * host's HTML starts with this remote's files (issue 16); features/catalog/first-reads.test.tsx
 * checks the page takes them.
 */
const PROMOTIONS_FIRST_READS = [
  // the first card's picture is the page's largest (promo-card.tsx): asked for with the answer
  { method: 'GET', path: ADVERTS_PATH, image: 'imageUrl' },
  { method: 'GET', path: '/api/promotion/activity/list' },
] as const;

/** The chunk of the activity page (`webpackChunkName` in app/pages.ts), named by each activity route. */
export const ACTIVITY_PAGE_CHUNK = 'page-activity';

/** True when a site path (its query aside) is one of an activity page's paths. */
export function isActivityPath(path: string): boolean {
  const pathname = path.split(/[?#]/)[0]!.toLowerCase();
  return ACTIVITY_CATALOG.some((a) => a.paths.some((p) => p.toLowerCase() === pathname));
}

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
    {
      id: PROMOTIONS_ROUTE.id,
      path: PROMOTIONS_ROUTE.path,
      footer: true,
      firstReads: PROMOTIONS_FIRST_READS,
      // drawn before this remote's code arrives (features/catalog/early-paint.ts, built by webpack.config.cjs)
      earlyPaint: 'early-paint.js',
    },
    ...ACTIVITY_CATALOG.flatMap((a) =>
      a.paths.map((path) => ({
        id: a.id,
        path,
        footer: true,
        activityKey: a.activityKey,
        page: ACTIVITY_PAGE_CHUNK,
      })),
    ),
  ];
}
