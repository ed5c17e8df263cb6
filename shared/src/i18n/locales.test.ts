import { testMessagesMatchEnglish } from '../testing/message-keys';
import en from './locales/en.json';
import vi from './locales/vi.json';
import zhCn from './locales/zh-cn.json';

// The page does not load English when it shows another language (i18n.ts, loadNamespaces): a key
// missing there would show as the key itself.
testMessagesMatchEnglish('common', { en, vi, 'zh-cn': zhCn });
