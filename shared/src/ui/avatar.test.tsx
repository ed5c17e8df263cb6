import { render, screen } from '@testing-library/react';
import { Avatar } from './avatar';
import { AVATAR_IDS, avatarIdOf, avatarValue } from './avatar-id';

// SPEC §3: user info carries an avatar string; ten avatars (ids 1–10), a default when empty.
describe('Avatar', () => {
  it.each([...AVATAR_IDS])('draws avatar %i as a named image of its own', (id) => {
    render(<Avatar id={id} size={40} label={`Avatar ${id}`} />);
    const img = screen.getByRole('img', { name: `Avatar ${id}` });
    expect(img).toHaveAttribute('data-avatar-id', String(id));
    expect(img).toHaveAttribute('width', '40');
    expect(img.querySelector('linearGradient')).not.toBeNull();
  });

  it('gives each of the ten avatars different art', () => {
    const art = AVATAR_IDS.map((id) => {
      const { container, unmount } = render(<Avatar id={id} />);
      const html = container.innerHTML.replace(/avatar-bg-[^"#)]+/g, 'g');
      unmount();
      return html;
    });
    expect(new Set(art).size).toBe(AVATAR_IDS.length);
  });

  it.each([0, 11, -1, 2.5, Number.NaN])('draws the neutral fallback for unknown id %p', (id) => {
    const { container } = render(<Avatar id={id} label="Avatar" />);
    const img = screen.getByRole('img', { name: 'Avatar' });
    expect(img).toHaveAttribute('data-avatar-id', 'none');
    expect(container.querySelector('linearGradient')).toBeNull();
  });

  it('is decoration without a label', () => {
    const { container } = render(<Avatar id={3} />);
    expect(screen.queryByRole('img')).toBeNull();
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });
});

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
