import { setUpTestUi } from '@app/shared/testing';
import { MESSAGE_PARTS, messagesPart, namespaceReady } from './i18n/namespace';

/** English UI with this remote's messages (the first route's and every part's), and a fake API's config. */
export const setUpSportsUi = () => setUpTestUi(namespaceReady, ...MESSAGE_PARTS.map(messagesPart));
