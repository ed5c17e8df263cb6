import type { RealityCheckMessages } from './en';

export const vi: RealityCheckMessages = {
  title: 'Nhắc nhở thời gian chơi',
  played: 'Bạn đã chơi được {{duration}}.',
  durationHours: '{{h}} giờ {{min}} phút',
  durationMinutes: '{{min}} phút',
  intro: 'Hãy dành một chút thời gian xem lại phiên chơi này.',
  resultLabel: 'Phiên chơi này',
  net: 'Thắng/thua ròng',
  staked: 'Đã cược',
  returned: 'Đã nhận về',
  resultLoading: 'Đang tải kết quả phiên chơi…',
  resultUnavailable: 'Hiện chưa xem được kết quả phiên chơi.',
  continue: 'Tiếp tục',
  logout: 'Đăng xuất',
  loggingOut: 'Đang đăng xuất…',
};
