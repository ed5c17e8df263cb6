import { setUpTestUi, signInForTest, signOutForTest } from '@app/shared/testing';
import { MESSAGE_PARTS, messagesPart, namespaceReady } from './i18n/namespace';

/** English UI with this remote's messages (every page's words), and a config pointing at a fake API. */
export const setUpUi = () => setUpTestUi(namespaceReady, ...MESSAGE_PARTS.map(messagesPart));
export const signIn = () => signInForTest();
export const signOut = () => signOutForTest();
export { deferred, mockBackend, renderWithProviders } from '@app/shared/testing';
