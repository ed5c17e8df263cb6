import { decideGuard } from './guard-decision';

const flags = (
  f: Partial<
    Record<'requiresAuth' | 'requiresAnchor' | 'requiresSuperAdmin' | 'isLoginedBlackList', boolean>
  >,
) => ({
  requiresAuth: false,
  requiresAnchor: false,
  requiresSuperAdmin: false,
  isLoginedBlackList: false,
  ...f,
});
const guest = { loggedIn: false, role: null };
const member = { loggedIn: true, role: 'member' };
const anchor = { loggedIn: true, role: 'anchor' };
const admin = { loggedIn: true, role: 'superAdmin' };

// SPEC §2 navigation rules and §6 roles.
describe('route guard decisions (SPEC §2, §6)', () => {
  it.each([
    ['open page, guest', flags({}), guest, 'allow'],
    ['requiresAuth, guest', flags({ requiresAuth: true }), guest, 'login'],
    ['requiresAuth, member', flags({ requiresAuth: true }), member, 'allow'],
    ['isLoginedBlackList, member', flags({ isLoginedBlackList: true }), member, 'home'],
    ['isLoginedBlackList, guest', flags({ isLoginedBlackList: true }), guest, 'allow'],
    ['requiresAnchor, guest', flags({ requiresAuth: true, requiresAnchor: true }), guest, 'login'],
    [
      'requiresAnchor, member',
      flags({ requiresAuth: true, requiresAnchor: true }),
      member,
      'forbidden',
    ],
    [
      'requiresAnchor, anchor',
      flags({ requiresAuth: true, requiresAnchor: true }),
      anchor,
      'allow',
    ],
    [
      'requiresSuperAdmin, anchor',
      flags({ requiresAuth: true, requiresSuperAdmin: true }),
      anchor,
      'forbidden',
    ],
    [
      'requiresSuperAdmin, super admin',
      flags({ requiresAuth: true, requiresSuperAdmin: true }),
      admin,
      'allow',
    ],
    [
      'requiresSuperAdmin without requiresAuth, guest',
      flags({ requiresSuperAdmin: true }),
      guest,
      'login',
    ],
  ] as const)('%s -> %s', (_name, entry, viewer, expected) => {
    expect(decideGuard(entry, viewer)).toBe(expected);
  });
});
