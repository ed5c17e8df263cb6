import * as shared from './index';

describe('@app/shared public face', () => {
  it.each([
    'callApi',
    'commonHeaders',
    'http',
    'REQUEST_TIMEOUT_MS',
    'ApiError',
    'setNotifier',
    'setExpiredLoginHandler',
    'notifyExpiredLogin',
    'callSportsbook',
    'refreshSportsToken',
    'fetchSportsServiceConfig',
    'useSessionStore',
    'useAppStore',
    'useSportsConfigStore',
    'initI18n',
    'registerNamespace',
    'changeLanguage',
    'createQueryClient',
    'LoadingState',
    'MessageState',
    'Avatar',
    'avatarIdOf',
    'Modal',
    'StandaloneShell',
    'startStandalone',
    'MountAt',
    'parseRuntimeConfig',
    'loadRuntimeConfig',
    'listStreams',
    'getMatchList',
  ])('exports %s', (name) => {
    expect(shared).toHaveProperty(name);
  });
});
