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
  ['sports', 'Thể thao', 7, '/sports'],
  ['live', 'Trực tiếp', 0, '/anchorPlay'],
  ['casino', 'Casino', 1, '/electronic/1001102'],
  ['slots', 'Nổ hũ', 2, '/electronic/1001104'],
  ['fishing', 'Bắn cá', 3, '/electronic/1001105'],
  ['cards', 'Game bài', 4, '/electronic/1001103'],
  ['esports', 'Thể thao điện tử', 6, '/electronic/1001106'],
  ['lottery', 'Xổ số', 5, '/electronic/1001107'],
].map(([code, name, gameType, link], i) => ({
  id: i + 1,
  barCode: code,
  barName: name,
  gameType,
  link,
  icon: `/media/bars/${code}.svg`,
  sort: i + 1,
  status: 1,
}));

export const BULLETINS = [
  [
    'Thông báo bảo trì hệ thống',
    'Hệ thống sẽ bảo trì định kỳ từ 02:00 đến 04:00 (GMT+7) thứ Hai hàng tuần.',
  ],
  ['V.League 1: điều chỉnh lịch thi đấu', 'Trận Hà Nội FC vs Công An Hà Nội được dời sang 19:15.'],
  ['Quy định cược Asian Handicap', 'Kèo chấp 1/4 chia tiền cược thành hai nửa; xem mục Luật cược.'],
  ['Ngoại Hạng Anh: thêm kèo phạt góc', 'Tất cả các trận đều có kèo phạt góc từ vòng này.'],
  ['Tạm ngưng kèo E-Football', 'Một số trận eSoccer Battle tạm ngưng nhận cược do sự cố dữ liệu.'],
].map(([title, content], i) => ({ id: i + 1, title, content, top: i < 2 ? 1 : 0 }));
