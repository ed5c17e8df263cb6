import type { Db } from '../db/open';
import { DAY } from '../time';

/** Promotion banners and popups: type 1 home carousel, 2 daily popup, 3 activity page banner. */
const ADS: [string, string, string, number][] = [
  ['Vòng quay may mắn', 'Quay mỗi ngày, nhận thưởng tới 8.888.000 ₫', '/luckyWheel', 1],
  ['Hoàn trả không giới hạn', 'Hoàn trả thể thao lên đến 1,2%', '/rebate-activity', 1],
  ['Nạp đầu nhân đôi', 'Thưởng 100% cho lần nạp đầu tiên', '/firstcharge', 1],
  ['Quà tặng thành viên mới', 'Gói quà chào mừng dành cho bạn', '/newMemberGiftPackVi', 1],
  ['Mời bạn bè', 'Nhận hoa hồng trọn đời', '/invite-activity', 1],
  ['Điểm danh mỗi ngày', '7 ngày liên tiếp, quà càng lớn', '/sign-activity', 2],
  ['Năm giải VĐQG hàng đầu', 'Dự đoán và nhận thưởng', '/Five-Major-Leagues', 2],
  ['Thử thách game bài', 'Bảng xếp hạng tuần', '/Chess-Card-Challenge', 3],
];

export function seedAds(db: Db, now: number): void {
  const ins = db.prepare(
    `INSERT INTO ads (title, sub_title, image_url, link, type, sort, start_time, end_time, tenant_id)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  ADS.forEach(([title, sub, link, type], i) => {
    ins.run(
      title,
      sub,
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
const LOBBIES: [number, string, string, number, string[]][] = [
  [1001101, 'FB', 'FB Thể thao', 7, ['FB Sports']],
  [
    1001102,
    'EVO',
    'EVO Casino',
    1,
    ['Baccarat', 'Roulette', 'Sic Bo', 'Dragon Tiger', 'Blackjack'],
  ],
  [
    1001103,
    'V8',
    'V8 Game bài',
    4,
    ['Tiến Lên Miền Nam', 'Phỏm', 'Mậu Binh', 'Xì Dách', 'Bầu Cua'],
  ],
  [
    1001104,
    'PG',
    'PG Slots',
    2,
    [
      'Mahjong Ways',
      'Mahjong Ways 2',
      'Fortune Tiger',
      'Fortune Ox',
      'Treasures of Aztec',
      'Lucky Neko',
      'Wild Bandito',
      'Ganesha Fortune',
      'Dragon Hatch',
      'Caishen Wins',
    ],
  ],
  [
    1001105,
    'JILI',
    'JILI Bắn cá',
    3,
    ['Jackpot Fishing', 'Mega Fishing', 'Dinosaur Tycoon', 'Boom Legend'],
  ],
  [1001106, 'IA', 'IA E-sports', 6, ['League of Legends', 'Dota 2', 'CS2', 'Valorant']],
  [1001107, 'TC', 'TC Xổ số', 5, ['Xổ số miền Bắc', 'Xổ số miền Nam', 'Keno', 'Lô đề nhanh']],
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
    insL.run(id, code, name, type, i + 1);
    games.forEach((g, j) => {
      const gid = id * 1000 + 101 + j;
      insG.run(
        gid,
        id,
        `${code}-${j + 1}`,
        g,
        `/media/games/${gid}.svg`,
        type,
        j < 5 ? 0 : 1,
        j + 1,
      );
    });
  });
}

export const GIFTS: [string, number][] = [
  ['Hoa hồng', 1_000],
  ['Trái tim', 5_000],
  ['Bia', 10_000],
  ['Cúp vàng', 50_000],
  ['Siêu xe', 200_000],
  ['Du thuyền', 500_000],
  ['Tên lửa', 1_000_000],
  ['Lâu đài', 2_000_000],
];

export function seedGifts(db: Db): void {
  const ins = db.prepare('INSERT INTO gifts (id, name, price, icon, sort) VALUES (?, ?, ?, ?, ?)');
  GIFTS.forEach(([name, price], i) =>
    ins.run(i + 1, name, price, `/media/gifts/${i + 1}.svg`, i + 1),
  );
}
