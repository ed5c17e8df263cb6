import { SPORTS } from '../seed/sports-data';
import { MARKET_NAMES } from './markets';

const SPORT_VI: Record<number, string> = {
  1: 'Bóng đá',
  3: 'Bóng rổ',
  177: 'Bóng đá ảo',
  178: 'Bóng rổ ảo',
  5: 'Quần vợt',
  7: 'Bóng chày',
  13: 'Bóng chuyền',
  47: 'Cầu lông',
  15: 'Bóng bàn',
  19: 'Quyền anh',
  16: 'Bi-a snooker',
  6: 'Bóng bầu dục Mỹ',
  4: 'Bóng bầu dục',
  2: 'Khúc côn cầu trên băng',
  51: 'Bóng chuyền bãi biển',
  8: 'Bóng ném',
  14: 'Cricket',
  100: 'Thế vận hội',
};
const SPORT_ZH: Record<number, string> = {
  1: '足球',
  3: '篮球',
  177: '电子足球',
  178: '电子篮球',
  5: '网球',
  7: '棒球',
  13: '排球',
  47: '羽毛球',
  15: '乒乓球',
  19: '拳击',
  16: '斯诺克',
  6: '美式足球',
  4: '橄榄球',
  2: '冰球',
  51: '沙滩排球',
  8: '手球',
  14: '板球',
  100: '奥运会',
};

const STATUS: Record<string, string[]> = {
  ENG: [
    'Ended',
    'Postponed',
    'Interrupted',
    'Cancelled',
    'Not started',
    'Live',
    'Delayed',
    'Abandoned',
    'Suspended',
  ],
  VIE: [
    'Kết thúc',
    'Hoãn',
    'Gián đoạn',
    'Hủy',
    'Chưa bắt đầu',
    'Đang diễn ra',
    'Trì hoãn',
    'Bỏ dở',
    'Tạm dừng',
  ],
  CMN: ['已结束', '推迟', '中断', '取消', '未开赛', '进行中', '延迟', '废弃', '暂停'],
};

/** Language package (SPEC §3): Sports, MarketType, Period, Match Status, Match Period. */
export function languagePackage(languageType: string) {
  const lang = ['VIE', 'CMN', 'ENG'].includes(languageType) ? languageType : 'ENG';
  const sports: Record<string, string> = {};
  for (const s of SPORTS)
    sports[s.sid] = lang === 'VIE' ? SPORT_VI[s.sid]! : lang === 'CMN' ? SPORT_ZH[s.sid]! : s.name;
  const periods: Record<string, string> = {};
  for (const s of SPORTS) {
    const n =
      s.sid === 1 || s.sid === 177 || s.sid === 100 ? 2 : s.sid === 3 || s.sid === 178 ? 4 : 3;
    for (let i = 0; i < n; i += 1) {
      const label = n === 2 ? (i === 0 ? '1H' : '2H') : n === 4 ? `Q${i + 1}` : `P${i + 1}`;
      periods[s.sid * 1000 + 2 + i] =
        lang === 'VIE' ? label.replace('H', ' hiệp').replace('Q', 'Hiệp ') : label;
    }
  }
  return {
    languageType: lang,
    Sports: sports,
    MarketType: { ...MARKET_NAMES },
    Period: {
      1001: lang === 'VIE' ? 'Cả trận' : lang === 'CMN' ? '全场' : 'Full time',
      1002: lang === 'VIE' ? 'Hiệp 1' : lang === 'CMN' ? '上半场' : '1st half',
    },
    'Match Status': Object.fromEntries(STATUS[lang]!.map((v, i) => [i, v])),
    'Match Period': periods,
  };
}
