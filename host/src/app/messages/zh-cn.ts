// The host's messages in one language, one chunk with shared's common messages of that language
// (same chunk name, see ./host-messages.ts).
export { zhCn as host } from '../locales/zh-cn';
export { zhCn as home } from '../../home/locales/zh-cn';
export { zhCn as info } from '../../info/locales/boot-zh-cn';
