import { avatarIdOf, avatarValue } from './avatar';

// SPEC §3: avatar string, index 0 is the image; ten avatars 1–10; a default when empty.
describe('avatar string', () => {
  it('reads the first image id and falls back to the default', () => {
    expect(avatarIdOf('4,4')).toBe(4);
    expect(avatarIdOf('10, 2')).toBe(10);
    expect(avatarIdOf('')).toBe(1);
    expect(avatarIdOf(null)).toBe(1);
    expect(avatarIdOf('11,11')).toBe(1);
    expect(avatarIdOf('https://x/y.png,2')).toBe(1);
  });

  it('stores the chosen id in both image slots', () => {
    expect(avatarValue(7)).toBe('7,7');
  });
});
