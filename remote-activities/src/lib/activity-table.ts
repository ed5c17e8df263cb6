import type { ActivityDef } from './catalog';
import { page, t } from './activity-rows';
import { THEMED_PROMOTIONS } from './themed-promotions';

// The rows of the activity catalog (catalog.ts): every activity page of SPEC §2, its paths, mechanic,
// theme and title in each language.

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
  ...THEMED_PROMOTIONS,
];
