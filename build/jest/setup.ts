import '@testing-library/jest-dom';

// jsdom has no fetch; the shared client uses it. This polyfill sends through jsdom's XMLHttpRequest,
// so component tests against a real local server (shared/src/testing/fake-api.ts) still do real HTTP.
import 'whatwg-fetch';

// jsdom has no TextEncoder; react-dom/server (the prerender's hydration test) needs it.
import { TextDecoder, TextEncoder } from 'node:util';

if (typeof globalThis.TextEncoder === 'undefined')
  Object.assign(globalThis, { TextEncoder, TextDecoder });
