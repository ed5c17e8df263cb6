import type { HostMessages } from './en';

export const vi: HostMessages = {
  error404Title: 'Không tìm thấy trang',
  error404Body: 'Trang bạn yêu cầu không tồn tại hoặc đã được chuyển đi.',
  error403Title: 'Không có quyền truy cập',
  error403Body: 'Tài khoản của bạn không thể mở trang này.',
  error500Title: 'Đã xảy ra lỗi',
  error500Body: 'Máy chủ đang gặp sự cố. Vui lòng thử lại sau.',
  errorCode: 'Lỗi {{code}}',
  goHome: 'Về trang chủ',
  fatalTitle: 'Đã xảy ra lỗi',
  fatalStartBody: 'Không thể khởi động trang web. Hãy tải lại trang để thử lại.',
  fatalRuntimeBody: 'Trang gặp lỗi ngoài ý muốn. Hãy tải lại trang để tiếp tục.',
  reload: 'Tải lại',
  pageErrorTitle: 'Trang này gặp sự cố',
  pageErrorBody: 'Các phần khác của trang web vẫn hoạt động. Hãy tải lại hoặc về trang chủ.',
  themeLight: 'Giao diện sáng',
  themeDark: 'Giao diện tối',
  language: 'Ngôn ngữ',
  myAccount: 'Tài khoản của tôi',
  responsibleGambling: '{{minAge}}+ Chơi có trách nhiệm.',
};
