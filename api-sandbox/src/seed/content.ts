import type { Db } from '../db/open';
import type { Texts } from '../i18n/lang';
import { t } from '../i18n/texts';
import { DAY } from '../time';

/** Promotion banners and popups: type 1 home carousel, 2 daily popup, 3 activity page banner. */
const ADS: [Texts, Texts, string, number][] = [
  [
    t('Vòng quay may mắn', 'Lucky wheel', '幸运转盘'),
    t(
      'Quay mỗi ngày, nhận thưởng tới 8,888,000 VND',
      'Spin every day for prizes up to 8,888,000 VND',
      '每天转一转，奖金最高 8,888,000 VND',
    ),
    '/luckyWheel',
    1,
  ],
  [
    t('Hoàn trả không giới hạn', 'Unlimited rebate', '无上限返水'),
    t('Hoàn trả thể thao lên đến 1,2%', 'Sports rebate up to 1.2%', '体育返水最高 1.2%'),
    '/rebate-activity',
    1,
  ],
  [
    t('Nạp đầu nhân đôi', 'First deposit double', '首充双倍'),
    t('Thưởng 100% cho lần nạp đầu tiên', '100% bonus on your first deposit', '首次充值赠送 100%'),
    '/firstcharge',
    1,
  ],
  [
    t('Quà tặng thành viên mới', 'New member gifts', '新会员礼物'),
    t('Gói quà chào mừng dành cho bạn', 'A welcome gift pack for you', '为您准备的欢迎礼包'),
    '/newMemberGiftPackVi',
    1,
  ],
  [
    t('Mời bạn bè', 'Invite friends', '邀请好友'),
    t('Nhận hoa hồng trọn đời', 'Earn lifetime commission', '赚取终身佣金'),
    '/invite-activity',
    1,
  ],
  [
    t('Điểm danh mỗi ngày', 'Daily check-in', '每日签到'),
    // the check-in pays the same each day (seed/activities.ts), so the card promises no streak ladder
    t(
      'Mỗi ngày điểm danh nhận 10,000',
      'Check in daily for 10,000 each day',
      '每天签到，每次得 10,000',
    ),
    '/sign-activity',
    2,
  ],
  [
    t('Năm giải VĐQG hàng đầu', 'Top 5 leagues', '五大联赛'),
    t('Dự đoán và nhận thưởng', 'Predict and win rewards', '竞猜赢奖励'),
    '/Five-Major-Leagues',
    2,
  ],
  [
    t('Thử thách game bài', 'Card game challenge', '棋牌挑战赛'),
    t('Bảng xếp hạng tuần', 'Weekly leaderboard', '每周排行榜'),
    '/Chess-Card-Challenge',
    3,
  ],
];

export function seedAds(db: Db, now: number): void {
  const ins = db.prepare(
    `INSERT INTO ads (title, sub_title, image_url, link, type, sort, start_time, end_time, tenant_id)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  ADS.forEach(([title, sub, link, type], i) => {
    ins.run(
      title.vi,
      sub.vi,
      `/media/banners/${i + 1}.svg`,
      link,
      type,
      i + 1,
      now - 10 * DAY,
      now + 60 * DAY,
      1,
    );
  });
}

/** Game lobbies (lobby 1001104 feeds the hot recommendations) and their games. */
const LOBBIES: [number, string, Texts, number, Texts[]][] = [
  [
    1001101,
    'FB',
    t('FB Thể thao', 'FB Sports', 'FB体育'),
    7,
    [t('FB Sports', 'FB Sports', 'FB体育')],
  ],
  [
    1001102,
    'EVO',
    t('EVO Casino', 'EVO Casino', 'EVO真人'),
    1,
    [
      t('Baccarat', 'Baccarat', '百家乐'),
      t('Roulette', 'Roulette', '轮盘'),
      t('Sic Bo', 'Sic Bo', '骰宝'),
      t('Dragon Tiger', 'Dragon Tiger', '龙虎'),
      t('Blackjack', 'Blackjack', '二十一点'),
    ],
  ],
  [
    1001103,
    'V8',
    t('V8 Game bài', 'V8 Card games', 'V8棋牌'),
    4,
    [
      t('Tiến Lên Miền Nam', 'Tien Len', '南方十三张'),
      t('Phỏm', 'Phom', '越南摸牌'),
      t('Mậu Binh', 'Mau Binh', '十三水'),
      t('Xì Dách', 'Xi Dach', '越南21点'),
      t('Bầu Cua', 'Fish Prawn Crab', '鱼虾蟹'),
    ],
  ],
  [
    1001104,
    'PG',
    t('PG Slots', 'PG Slots', 'PG电子'),
    2,
    [
      t('Mahjong Ways', 'Mahjong Ways', '麻将胡了'),
      t('Mahjong Ways 2', 'Mahjong Ways 2', '麻将胡了2'),
      t('Fortune Tiger', 'Fortune Tiger', '虎虎生财'),
      t('Fortune Ox', 'Fortune Ox', '十倍金牛'),
      t('Treasures of Aztec', 'Treasures of Aztec', '寻宝黄金城'),
      t('Lucky Neko', 'Lucky Neko', '招财喵'),
      t('Wild Bandito', 'Wild Bandito', '亡灵大盗'),
      t('Ganesha Fortune', 'Ganesha Fortune', '象神财富'),
      t('Dragon Hatch', 'Dragon Hatch', '巨龙传说'),
      t('Caishen Wins', 'Caishen Wins', '财神到'),
    ],
  ],
  [
    1001105,
    'JILI',
    t('JILI Bắn cá', 'JILI Fishing', 'JILI捕鱼'),
    3,
    [
      t('Jackpot Fishing', 'Jackpot Fishing', '奖金捕鱼'),
      t('Mega Fishing', 'Mega Fishing', '超级捕鱼'),
      t('Dinosaur Tycoon', 'Dinosaur Tycoon', '恐龙大亨'),
      t('Boom Legend', 'Boom Legend', '炸弹传奇'),
    ],
  ],
  [
    1001106,
    'IA',
    t('IA E-sports', 'IA E-sports', 'IA电竞'),
    6,
    [
      t('League of Legends', 'League of Legends', '英雄联盟'),
      t('Dota 2', 'Dota 2', 'Dota 2'),
      t('CS2', 'CS2', 'CS2'),
      t('Valorant', 'Valorant', '无畏契约'),
    ],
  ],
  [
    1001107,
    'TC',
    t('TC Xổ số', 'TC Lottery', 'TC彩票'),
    5,
    [
      t('Xổ số miền Bắc', 'Northern lottery', '越南北部彩票'),
      t('Xổ số miền Nam', 'Southern lottery', '越南南部彩票'),
      t('Keno', 'Keno', '基诺'),
      t('Lô đề nhanh', 'Quick number draw', '快速号码彩'),
    ],
  ],
];

export function seedGames(db: Db): void {
  const insL = db.prepare(
    'INSERT INTO lobbies (id, lobby_code, lobby_name, game_type, sort) VALUES (?, ?, ?, ?, ?)',
  );
  const insG = db.prepare(
    `INSERT INTO games (id, lobby_id, game_code, game_name, icon, game_type, is_hot, sort)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  LOBBIES.forEach(([id, code, name, type, games], i) => {
    insL.run(id, code, name.vi, type, i + 1);
    games.forEach((g, j) => {
      const gid = id * 1000 + 101 + j;
      insG.run(
        gid,
        id,
        `${code}-${j + 1}`,
        g.vi,
        `/media/games/${gid}.svg`,
        type,
        j < 5 ? 0 : 1,
        j + 1,
      );
    });
  });
}

export const GIFTS: [Texts, number][] = [
  [t('Hoa hồng', 'Rose', '玫瑰'), 1_000],
  [t('Trái tim', 'Heart', '爱心'), 5_000],
  [t('Bia', 'Beer', '啤酒'), 10_000],
  [t('Cúp vàng', 'Gold cup', '金杯'), 50_000],
  [t('Siêu xe', 'Supercar', '超跑'), 200_000],
  [t('Du thuyền', 'Yacht', '游艇'), 500_000],
  [t('Tên lửa', 'Rocket', '火箭'), 1_000_000],
  [t('Lâu đài', 'Castle', '城堡'), 2_000_000],
];

/** Each seeded gift's code, in GIFTS order: the front end names a gift in the viewer's language by it. */
const GIFT_CODES = ['rose', 'heart', 'beer', 'goldCup', 'supercar', 'yacht', 'rocket', 'castle'];

/** The code of a seeded gift by its stored (Vietnamese) name; null for a gift added by hand. */
export function giftCode(storedName: string): string | null {
  const at = GIFTS.findIndex(([n]) => n.vi === storedName);
  return at < 0 ? null : (GIFT_CODES[at] ?? null);
}

export function seedGifts(db: Db): void {
  const ins = db.prepare('INSERT INTO gifts (id, name, price, icon, sort) VALUES (?, ?, ?, ?, ?)');
  GIFTS.forEach(([name, price], i) =>
    ins.run(i + 1, name.vi, price, `/media/gifts/${i + 1}.svg`, i + 1),
  );
}
