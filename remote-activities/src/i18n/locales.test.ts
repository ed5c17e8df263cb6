import { testMessagesMatchEnglish } from '@app/shared/testing';
import en from './locales/en.json';
import vi from './locales/vi.json';
import zhCn from './locales/zh-cn.json';

testMessagesMatchEnglish('activities', { en, vi, 'zh-cn': zhCn });
