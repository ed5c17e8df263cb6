import { act, screen, within } from '@testing-library/react';
import { changeLanguage } from '@app/shared/i18n';
import { initialsOf } from './sponsor-crest';
import SponsorPage from './sponsor-page';
import { findTitle, renderInfo, setupInfoI18n } from './test-utils';

beforeAll(() => setupInfoI18n('en'));
afterEach(() => act(() => changeLanguage('en')));

describe('SponsorPage', () => {
  it('shows each partner as a card with drawn art and a link to partnership contact', async () => {
    renderInfo(<SponsorPage />);
    await findTitle('Our sponsorships');
    const cards = screen.getAllByRole('article');
    expect(cards).toHaveLength(4);
    const first = cards[0]!;
    expect(within(first).getByRole('heading', { level: 2 })).toHaveTextContent('Saigon Phoenix FC');
    expect(within(first).getByText('Partner since 2023')).toBeInTheDocument();
    expect(within(first).getByText('Football')).toBeInTheDocument();
    const art = first.querySelector('svg');
    expect(art).toHaveAttribute('aria-hidden', 'true');
    expect(art).toHaveAttribute('width');
    expect(art).toHaveAttribute('height');
    expect(document.querySelectorAll('img')).toHaveLength(0);
    expect(screen.getByRole('link', { name: 'Contact us' })).toHaveAttribute(
      'href',
      '/HelpCenter#contact',
    );
  });

  it.each([
    ['vi', 'Hoạt động tài trợ', 'Đối tác từ năm 2023', 'Bóng đá'],
    ['zh-cn', '品牌赞助', '2023 年起合作', '足球'],
  ] as const)('renders in %s', async (lng, title, since, sport) => {
    await act(() => changeLanguage(lng));
    renderInfo(<SponsorPage />);
    expect(await findTitle(title)).toBeInTheDocument();
    expect(screen.getByText(since)).toBeInTheDocument();
    expect(screen.getByText(sport)).toBeInTheDocument();
    expect(document.title.startsWith(`${title} | `)).toBe(true);
  });

  it('draws up to three initials', () => {
    expect(initialsOf('Saigon Phoenix FC')).toBe('SPF');
    expect(initialsOf('Da Nang Beach Volleyball Open')).toBe('DNB');
  });
});

it('follows a language change while open', async () => {
  renderInfo(<SponsorPage />);
  await findTitle('Our sponsorships');
  await act(() => changeLanguage('zh-cn'));
  expect(await findTitle('品牌赞助')).toBeInTheDocument();
  expect(document.title).toBe('品牌赞助 | 胜利因你更精彩');
});
