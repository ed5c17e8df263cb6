import type { InfoBootMessages } from './boot';

export const vi: InfoBootMessages = {
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
};
