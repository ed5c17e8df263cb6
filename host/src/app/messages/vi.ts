// The host's messages in one language, one chunk with shared's common messages of that language
// (same chunk name, see ./host-messages.ts).
export { vi as host } from '../locales/vi';
export { vi as home } from '../../home/locales/vi';
export { vi as info } from '../../info/locales/boot-vi';
