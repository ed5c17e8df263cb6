import { fireEvent, render } from '@testing-library/react';
import { TeamCrest, teamInitials } from './team-crest';

// Issue 15: crests come from the provider's lurl; without one the row shows the initials.
test('the crest is a decorative image with its size declared', () => {
  const { container } = render(
    <TeamCrest name="Arsenal" src="http://127.0.0.1:4000/media/teams/7.svg" size={18} />,
  );
  const img = container.querySelector('img')!;
  expect(img).toHaveAttribute('alt', '');
  expect(img).toHaveAttribute('width', '18');
  expect(img).toHaveAttribute('height', '18');
  expect(img).toHaveAttribute('loading', 'lazy');
});

test('an empty or broken crest shows the team initials instead', () => {
  const { container, rerender } = render(<TeamCrest name="Hà Nội FC" src="" size={18} />);
  expect(container.querySelector('img')).toBeNull();
  expect(container.querySelector('[data-crest="initials"]')).toHaveTextContent('HN');
  rerender(<TeamCrest name="Hà Nội FC" src="http://x/broken.svg" size={18} />);
  fireEvent.error(container.querySelector('img')!);
  expect(container.querySelector('img')).toBeNull();
  expect(container.querySelector('[data-crest="initials"]')).toHaveAttribute('aria-hidden', 'true');
  // a new address is tried again
  rerender(<TeamCrest name="Hà Nội FC" src="http://x/other.svg" size={18} />);
  expect(container.querySelector('img')).not.toBeNull();
});

test('initials: first letters of the first two words, else the first two letters', () => {
  expect(teamInitials('Manchester City')).toBe('MC');
  expect(teamInitials('Arsenal')).toBe('AR');
  expect(teamInitials('Đông Á Thanh Hóa')).toBe('ĐÁ');
  expect(teamInitials('Los Angeles Lakers (W)')).toBe('LA');
});
