import type { InfoBootMessages } from './boot';

export const zhCn: InfoBootMessages = {
  nav: {
    helpCenter: '帮助中心',
    appDownload: '下载APP',
    ventureInvest: '合营计划',
    sponsor: '赞助',
  },
  boot: { loading: '加载中…', failed: '页面加载失败', retry: '重试', linksLabel: '网站信息' },
};
