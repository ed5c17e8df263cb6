import type { Language } from '@app/shared/rules';

/** The few `info` texts needed before a page's own texts load. */
export interface InfoBootMessages {
  nav: Record<'helpCenter' | 'appDownload' | 'ventureInvest' | 'sponsor', string>;
  boot: Record<'loading' | 'failed' | 'retry' | 'linksLabel', string>;
}

/**
 * Link labels of the four info pages and the page-loading states, added at start-up so the
 * footer can name the pages before any page chunk loads (page texts load with the pages).
 */
export const INFO_BOOT: Record<Language, InfoBootMessages> = {
  en: {
    nav: {
      helpCenter: 'Help centre',
      appDownload: 'Download app',
      ventureInvest: 'Partner programme',
      sponsor: 'Sponsorships',
    },
    boot: {
      loading: 'Loading…',
      failed: 'This page could not be loaded',
      retry: 'Try again',
      linksLabel: 'Information',
    },
  },
  vi: {
    nav: {
      helpCenter: 'Trung tâm trợ giúp',
      appDownload: 'Tải ứng dụng',
      ventureInvest: 'Chương trình đại lý',
      sponsor: 'Tài trợ',
    },
    boot: {
      loading: 'Đang tải…',
      failed: 'Không tải được trang này',
      retry: 'Thử lại',
      linksLabel: 'Thông tin',
    },
  },
  'zh-cn': {
    nav: {
      helpCenter: '帮助中心',
      appDownload: '下载APP',
      ventureInvest: '合营计划',
      sponsor: '赞助',
    },
    boot: { loading: '加载中…', failed: '页面加载失败', retry: '重试', linksLabel: '网站信息' },
  },
};
