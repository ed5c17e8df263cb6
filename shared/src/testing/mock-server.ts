import { setupServer } from 'msw/node';
import { handlers } from './handlers';
import { backendHandler } from './mock-backend';

/**
 * The MSW server every jest test runs against (build/jest/setup.ts starts it): a test's
 * `mockBackend()` or `answerEvery()` first, then the domain handlers. A test adds its own with
 * `server.use(...)` (reset after each test).
 */
export const server = setupServer(backendHandler, ...handlers);
