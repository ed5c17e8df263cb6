import type { Lang, Texts } from './lang';
import { pick } from './lang';

/**
 * Business messages members meet (repeat actions, not-yet, closed, money), by the English text
 * the routes throw, in every content language. The client shows its own wording for known codes;
 * these keep the envelope's `msg` in the request's language for any other reader.
 */
const BY_EN = new Map<string, Texts>();

function m(en: string, vi: string, zh: string): void {
  BY_EN.set(en, { en, vi, 'zh-cn': zh });
}

// already done (code 2002)
m('Already signed up', 'Bạn đã đăng ký rồi', '您已报名');
m('Already checked in today', 'Hôm nay bạn đã điểm danh rồi', '今日已签到');
m('Gift pack already claimed', 'Gói quà đã được nhận', '礼包已领取');
m(
  'The new-member gift pack was already claimed on this device',
  'Gói quà thành viên mới đã được nhận trên thiết bị này',
  '此设备已领取过新会员礼包',
);
m('Reached tiers already claimed', 'Các mốc đã đạt đều đã được nhận', '已达成档位的奖励均已领取');
m('No spins left today', 'Hôm nay bạn đã hết lượt quay', '今日抽奖次数已用完');
m('Already predicted this match', 'Bạn đã dự đoán trận này rồi', '您已竞猜过本场比赛');
m('Rewards already received', 'Bạn đã nhận thưởng rồi', '奖励已领取');
// closed at kick-off (code 2005)
m(
  'Predictions close at kick-off',
  'Trận đấu đã bắt đầu, hết giờ dự đoán',
  '比赛已开始，竞猜已截止',
);
// not yet (warning)
m('No rebate to claim yet', 'Chưa có tiền hoàn trả để nhận', '暂无可领取的返水');
m('The first target is not reached yet', 'Bạn chưa đạt mốc đầu tiên', '尚未达到第一档目标');
m(
  'You are not eligible for this activity yet',
  'Bạn chưa đủ điều kiện tham gia hoạt động này',
  '您暂不符合本活动的参与条件',
);
m('Predict at least one match first', 'Hãy dự đoán ít nhất một trận trước', '请先至少竞猜一场比赛');
m('No invite award to draw', 'Chưa có thưởng mời bạn để nhận', '暂无可领取的邀请奖励');
// not due yet (issue 49 #5)
m(
  'Your invitees have not made a qualifying first deposit or turnover yet',
  'Người được mời chưa nạp tiền hoặc đặt cược đủ điều kiện lần đầu',
  '您邀请的好友尚未完成首次合格充值或投注',
);
m(
  'Verify your phone number to claim the new-member gift pack',
  'Hãy xác minh số điện thoại để nhận gói quà thành viên mới',
  '请先验证手机号码再领取新会员礼包',
);
m(
  'The new-member gift pack was already claimed with this phone number',
  'Gói quà thành viên mới đã được nhận với số điện thoại này',
  '此手机号码已领取过新会员礼包',
);
// money and the live room
m('Insufficient balance', 'Số dư không đủ', '余额不足');
m(
  'Gifts can only be sent to a live stream',
  'Chỉ tặng quà được khi đang phát trực tiếp',
  '只能在直播中赠送礼物',
);
m('You cannot send gifts to yourself', 'Bạn không thể tự tặng quà cho mình', '不能给自己送礼物');
m('Unlock this tip first', 'Hãy mở khóa mẹo cược này trước', '请先解锁此推荐');
m(
  'Only upcoming streams can be reserved',
  'Chỉ đặt lịch được buổi phát sắp diễn ra',
  '只能预约即将开始的直播',
);
m('Follow list is full (500)', 'Danh sách theo dõi đã đầy (500)', '关注列表已满（500）');

// too many attempts (code 1012) and SMS caps (1004), issue 49
m(
  'Too many attempts: please try again later',
  'Bạn đã thử quá nhiều lần, vui lòng thử lại sau',
  '尝试次数过多，请稍后再试',
);
m(
  'Too many codes requested from this address',
  'Đã yêu cầu quá nhiều mã từ địa chỉ này',
  '此网络请求的验证码过多',
);
m(
  'SMS sending is busy: please try again later',
  'Hệ thống gửi SMS đang bận, vui lòng thử lại sau',
  '短信发送繁忙，请稍后再试',
);

/** A business message in the given language; text not in the table is answered as written. */
export function localizeMessage(message: string, lang: Lang): string {
  const known = BY_EN.get(message);
  return known ? pick(known, lang) : message;
}
