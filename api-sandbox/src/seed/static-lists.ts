import type { Texts } from '../i18n/lang';
import { t } from '../i18n/texts';

/** Static reference lists served as they are. */
export const COUNTRIES = [
  ['Việt Nam', 'Vietnam', 'VN', '84', 9],
  ['中国', 'China', 'CN', '86', 11],
  ['ประเทศไทย', 'Thailand', 'TH', '66', 9],
  ['Philippines', 'Philippines', 'PH', '63', 10],
  ['Malaysia', 'Malaysia', 'MY', '60', 9],
  ['Indonesia', 'Indonesia', 'ID', '62', 10],
  ['Cambodia', 'Cambodia', 'KH', '855', 8],
  ['Laos', 'Laos', 'LA', '856', 8],
  ['Singapore', 'Singapore', 'SG', '65', 8],
  ['한국', 'Korea', 'KR', '82', 10],
  ['日本', 'Japan', 'JP', '81', 10],
  ['United States', 'United States', 'US', '1', 10],
].map(([countryName, countryNameEn, countryCode, phoneCode, phoneLength], i) => ({
  id: i + 1,
  countryName,
  countryNameEn,
  countryCode,
  phoneCode,
  phoneLength,
  icon: `/media/flags/${String(countryCode).toLowerCase()}.svg`,
}));

/** Home menu bar: gameType matches the lobbies' game types. */
export const HOME_BARS = [
  ['sports', t('Thể thao', 'Sports', '体育'), 7, '/sports'],
  ['live', t('Trực tiếp', 'Live', '直播'), 0, '/anchorPlay'],
  ['casino', t('Casino', 'Casino', '真人娱乐'), 1, '/electronic/1001102'],
  ['slots', t('Nổ hũ', 'Slots', '电子游戏'), 2, '/electronic/1001104'],
  ['fishing', t('Bắn cá', 'Fishing', '捕鱼'), 3, '/electronic/1001105'],
  ['cards', t('Game bài', 'Card games', '棋牌'), 4, '/electronic/1001103'],
  ['esports', t('Thể thao điện tử', 'E-sports', '电竞'), 6, '/electronic/1001106'],
  ['lottery', t('Xổ số', 'Lottery', '彩票'), 5, '/electronic/1001107'],
].map(([code, name, gameType, link], i) => ({
  id: i + 1,
  barCode: code,
  barName: (name as Texts).vi,
  gameType,
  link,
  icon: `/media/bars/${code}.svg`,
  sort: i + 1,
  status: 1,
}));

export const BULLETINS = [
  [
    t('Thông báo bảo trì hệ thống', 'System maintenance notice', '系统维护公告'),
    t(
      'Hệ thống sẽ bảo trì định kỳ từ 02:00 đến 04:00 (GMT+7) thứ Hai hàng tuần.',
      'Scheduled maintenance every Monday from 02:00 to 04:00 (GMT+7).',
      '系统将于每周一 02:00 至 04:00（GMT+7）例行维护。',
    ),
  ],
  [
    t('V.League 1: điều chỉnh lịch thi đấu', 'V.League 1: schedule change', 'V.League 1：赛程调整'),
    t(
      'Trận Hà Nội FC vs Công An Hà Nội được dời sang 19:15.',
      'Ha Noi FC vs Cong An Ha Noi moves to 19:15.',
      '河内FC 对 河内公安 改至 19:15 开赛。',
    ),
  ],
  [
    t('Quy định cược Asian Handicap', 'Asian Handicap betting rules', '亚洲让球投注规则'),
    t(
      'Kèo chấp 1/4 chia tiền cược thành hai nửa; xem mục Luật cược.',
      'Quarter-goal handicaps split the stake into two halves; see Betting rules.',
      '1/4 球让球盘将投注额分为两半；详见投注规则。',
    ),
  ],
  [
    t(
      'Ngoại Hạng Anh: thêm kèo phạt góc',
      'Premier League: corner markets added',
      '英超：新增角球盘口',
    ),
    t(
      'Tất cả các trận đều có kèo phạt góc từ vòng này.',
      'Every match has corner markets from this round on.',
      '从本轮起所有比赛均开设角球盘口。',
    ),
  ],
  [
    t('Tạm ngưng kèo E-Football', 'E-Football markets paused', '电子足球盘口暂停'),
    t(
      'Một số trận eSoccer Battle tạm ngưng nhận cược do sự cố dữ liệu.',
      'Some eSoccer Battle matches stopped taking bets after a data fault.',
      '部分 eSoccer Battle 赛事因数据故障暂停接受投注。',
    ),
  ],
].map(([title, content], i) => ({
  id: i + 1,
  title: title!,
  content: content!,
  top: i < 2 ? 1 : 0,
}));

/** Default site-maintenance notice (operators may type their own, answered as typed). */
export const SITE_MAINTENANCE_DEFAULT = {
  title: t('Bảo trì hệ thống', 'System maintenance', '系统维护'),
  content: t(
    'Hệ thống đang bảo trì, vui lòng quay lại sau.',
    'The site is under maintenance, please come back later.',
    '系统维护中，请稍后再来。',
  ),
};
