/**
 * The sandbox's admin routes (`/__admin/*`) answer only when SANDBOX_ADMIN is on and the caller
 * sends the admin token (issue 49 #3). playwright.config.ts starts the stack with both; the tests'
 * admin calls send `adminHeaders`. Set SANDBOX_ADMIN_TOKEN to the token a running sandbox printed
 * to reuse it.
 */
export const SANDBOX_ADMIN_TOKEN = process.env.SANDBOX_ADMIN_TOKEN || 'betlive-e2e-admin-token';

export const adminHeaders: Record<string, string> = {
  'X-Sandbox-Admin-Token': SANDBOX_ADMIN_TOKEN,
};
