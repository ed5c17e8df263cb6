import { cookieValue, writePreferenceCookie } from './preference-cookie';

test('a preference written as a cookie is read back from a Cookie header', () => {
  writePreferenceCookie('lang', 'zh-cn');
  expect(document.cookie).toContain('lang=zh-cn');
  expect(cookieValue(document.cookie, 'lang')).toBe('zh-cn');
  expect(cookieValue('a=1; lang=en; b=2', 'lang')).toBe('en');
  expect(cookieValue('language=en', 'lang')).toBeNull();
  expect(cookieValue(undefined, 'lang')).toBeNull();
  expect(cookieValue('lang=%E0%A4%A', 'lang')).toBeNull();
});
