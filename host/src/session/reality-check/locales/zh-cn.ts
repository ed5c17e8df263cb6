import type { RealityCheckMessages } from './en';

export const zhCn: RealityCheckMessages = {
  title: '游戏时间提醒',
  played: '您已经玩了 {{duration}}。',
  durationHours: '{{h}} 小时 {{min}} 分钟',
  durationMinutes: '{{min}} 分钟',
  intro: '请花点时间回顾一下本次游戏的情况。',
  resultLabel: '本次登录',
  net: '净输赢',
  staked: '投注',
  returned: '返还',
  resultLoading: '正在加载本次结果…',
  resultUnavailable: '暂时无法获取本次结果。',
  continue: '继续',
  logout: '退出登录',
  loggingOut: '正在退出…',
};
