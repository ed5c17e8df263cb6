// `@app/shared/testing`: test helpers only (never imported by app code; not in the federation share).
export * from './mock-backend';
export * from './mock-server';
export * from './handlers';
export * from './ui-kit';
export * from './remote-at-base';
export * from './first-reads';
export * from './exposed-modules';
export * from './message-keys';
export * from './dom-shape';
export * from './fake-intersection-observer';
// MSW's request handlers, for a test's own `server.use(...)` (the apps do not depend on msw)
export { http, HttpResponse, delay } from 'msw';
