import type { HostMessages } from './en';

export const zhCn: HostMessages = {
  error404Title: '页面不存在',
  error404Body: '您访问的页面不存在或已被移除。',
  error403Title: '无权访问',
  error403Body: '您的账户无法打开此页面。',
  error500Title: '出错了',
  error500Body: '服务器出现问题，请稍后再试。',
  errorCode: '错误 {{code}}',
  goHome: '返回首页',
  fatalTitle: '出错了',
  fatalStartBody: '网站无法启动，请刷新页面重试。',
  fatalRuntimeBody: '页面发生意外错误，请刷新页面继续。',
  reload: '刷新',
  pageErrorTitle: '此页面出现问题',
  pageErrorBody: '网站其他部分仍可正常使用。请刷新页面或返回首页。',
  themeLight: '浅色主题',
  themeDark: '深色主题',
  language: '语言',
  myAccount: '我的账户',
  responsibleGambling: '{{minAge}}+ 请理性娱乐。',
};
