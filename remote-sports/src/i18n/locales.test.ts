import path from 'node:path';
import { testMessageParts, testMessagesMatchEnglish } from '@app/shared/testing';
import en from './locales/en.json';
import vi from './locales/vi.json';
import zhCn from './locales/zh-cn.json';
import { MESSAGE_PARTS } from './namespace';

testMessagesMatchEnglish('sports', { en, vi, 'zh-cn': zhCn });
testMessageParts('sports', path.join(__dirname, 'parts'), en, MESSAGE_PARTS);
