import { setUpTestUi, signInForTest, signOutForTest } from '@app/shared/testing';
import { namespaceReady } from './i18n/namespace';

/** English UI with this remote's messages, and a config pointing at a fake API. */
export const setUpUi = () => setUpTestUi(namespaceReady);
export const signIn = () => signInForTest();
export const signOut = () => signOutForTest();
export { deferred, fakeBackend, renderWithProviders } from '@app/shared/testing';
