import { createSafeStorage } from './safe-storage';

// Reliability R12/R13 (notes/research-reliability.md), SPEC §9 key prefix.
describe('safe storage', () => {
  afterEach(() => {
    jest.restoreAllMocks();
    localStorage.clear();
  });

  it('prefixes keys with double underscores (SPEC §9)', () => {
    const s = createSafeStorage('localStorage');
    s.set('token', 'abc');
    expect(localStorage.getItem('__token')).toBe('abc');
    expect(s.get('token')).toBe('abc');
    expect(s.keys()).toContain('token');
  });

  it('falls back to memory when storage throws SecurityError on access', () => {
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    const s = createSafeStorage('localStorage');
    s.set('token', 'abc');
    expect(s.get('token')).toBe('abc');
    expect(s.persistent).toBe(false);
  });

  it('keeps a value in memory when the quota is exceeded', () => {
    const s = createSafeStorage('localStorage');
    expect(s.persistent).toBe(true);
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    s.set('big', 'x');
    expect(s.get('big')).toBe('x');
  });

  it('drops a corrupt JSON value and returns null (R13)', () => {
    localStorage.setItem('__user', '{"state":');
    const s = createSafeStorage('localStorage');
    expect(s.getJSON('user')).toBeNull();
    expect(localStorage.getItem('__user')).toBeNull();
  });

  it('removes from memory and storage', () => {
    const s = createSafeStorage('sessionStorage');
    s.setJSON('o', { a: 1 });
    expect(s.getJSON('o')).toEqual({ a: 1 });
    s.remove('o');
    expect(s.get('o')).toBeNull();
  });
});
