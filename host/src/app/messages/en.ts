// The host's messages in one language, one chunk with shared's common messages of that language
// (same chunk name, see ./host-messages.ts).
export { en as host } from '../locales/en';
export { en as home } from '../../home/locales/en';
export { en as info } from '../../info/locales/boot-en';
