/**
 * The member centre's early painter (issue 16; shared/src/federation/early-paint.ts): run by the host's
 * early script before the host's and this remote's code have arrived, it draws the overview of
 * `/personal/<id>` — the section tabs, the profile card with the member's name (the rest of the card as
 * the page's own skeleton), the shortcuts and the wallet card with its balance unknown (a balance is
 * never drawn before the page has read it) — with the markup and classes of MemberCentre, ProfileCard,
 * Shortcuts and WalletCard, so the page's own render takes over without anything moving. Built on its
 * own into `early-paint.js` (no React, no zod): values go in as text, never as HTML.
 */
import {
  domElement,
  maskString,
  parseEnvelope,
  SUCCESS_CODE,
  type EarlyPaintInput,
} from '@app/shared/boot';
import en from '../i18n/locales/en.json';
import vi from '../i18n/locales/vi.json';
import zhCn from '../i18n/locales/zh-cn.json';
import ui from '../components/ui.module.css';
import profile from '../features/profile/components/profile.module.css';
import wallet from '../features/wallet/components/wallet.module.css';
import centre from './member-centre.module.css';
import { SECTIONS } from './member-centre-sections';
import { SHORTCUTS } from './shortcut-items';

const MEMBER_PATH = '/api/member/get';
/** The overview only: a section below it (`/personal/me/bets`) is another page. */
const OVERVIEW = /^\/personal\/[^/]+\/?$/;

const walletWords = (
  title: string,
  refresh: string,
  unknown: string,
  deposit: string,
  withdraw: string,
  collect: string,
) => ({ title, refresh, unknown, deposit, withdraw, collect });

/** The words the overview shows, read property by property so only these reach early-paint.js. */
const WORDS = {
  en: {
    nav: en.nav,
    shortcuts: en.shortcuts,
    wallet: walletWords(
      en.wallet.title,
      en.wallet.refresh,
      en.wallet.unknown,
      en.wallet.deposit,
      en.wallet.withdraw,
      en.wallet.collect,
    ),
    account: en.profile.account,
  },
  vi: {
    nav: vi.nav,
    shortcuts: vi.shortcuts,
    wallet: walletWords(
      vi.wallet.title,
      vi.wallet.refresh,
      vi.wallet.unknown,
      vi.wallet.deposit,
      vi.wallet.withdraw,
      vi.wallet.collect,
    ),
    account: vi.profile.account,
  },
  'zh-cn': {
    nav: zhCn.nav,
    shortcuts: zhCn.shortcuts,
    wallet: walletWords(
      zhCn.wallet.title,
      zhCn.wallet.refresh,
      zhCn.wallet.unknown,
      zhCn.wallet.deposit,
      zhCn.wallet.withdraw,
      zhCn.wallet.collect,
    ),
    account: zhCn.profile.account,
  },
};
type Messages = (typeof WORDS)['en'];
const MESSAGES: Readonly<Record<string, Messages>> = WORDS;

/** The name the profile card shows (ProfileCard: the nickname, else the masked user name), or null. */
export function memberName(body: unknown): { name: string; account: string } | null {
  const envelope = parseEnvelope(body);
  const data = envelope?.code === SUCCESS_CODE ? envelope.data : null;
  if (!data || typeof data !== 'object') return null;
  const { userName, nickName } = data as Record<string, unknown>;
  if (typeof userName !== 'string') return null;
  if (nickName !== undefined && nickName !== null && typeof nickName !== 'string') return null;
  const account = maskString(userName);
  return { name: nickName || account, account };
}

const NBSP = '\u00a0';

function tabs(doc: Document, m: Messages, base: string) {
  const nav = domElement(doc, 'nav', centre.tabs, { 'aria-label': m.nav.label });
  for (const s of SECTIONS) {
    const active = s.to === '.';
    nav.append(
      domElement(
        doc,
        'a',
        active ? `${centre.tab} ${centre.active}` : centre.tab,
        active ? { href: base, 'aria-current': 'page' } : { href: `${base}/${s.to}` },
        m.nav[s.name],
      ),
    );
  }
  return nav;
}

/** ProfileCard's skeleton with the member's name and account line in it (from the member read). */
function profileCard(doc: Document, m: Messages, who: { name: string; account: string }) {
  const card = domElement(doc, 'section', `${ui.panel} ${profile.card}`, { 'aria-busy': 'true' });
  const identity = domElement(doc, 'div', profile.identity);
  const names = domElement(doc, 'div', profile.names);
  names.append(
    domElement(doc, 'h1', profile.nick, { elementtiming: 'profile-name' }, who.name),
    domElement(doc, 'p', ui.muted, {}, `${m.account}: ${who.account}`),
    domElement(doc, 'p', `${ui.muted} ${profile.line}`, {}, NBSP),
    domElement(doc, 'p', `${ui.muted} ${profile.line}`, {}, NBSP),
  );
  identity.append(
    domElement(doc, 'span', `${profile.avatarButton} ${profile.avatarPlaceholder}`),
    names,
    domElement(doc, 'span', profile.vipPlaceholder),
  );
  card.append(identity);
  return card;
}

function shortcuts(doc: Document, m: Messages, base: string) {
  const nav = domElement(doc, 'nav', centre.shortcuts, { 'aria-label': m.shortcuts.label });
  for (const item of SHORTCUTS) {
    const link = domElement(doc, 'a', centre.shortcut, { href: `${base}/${item.to}` });
    const text = domElement(doc, 'span', centre.shortcutText);
    text.append(
      domElement(doc, 'strong', undefined, {}, m.shortcuts[item.name]),
      domElement(doc, 'span', undefined, {}, m.shortcuts[`${item.name}Body`]),
    );
    link.append(domElement(doc, 'span', centre.glyph, { 'aria-hidden': 'true' }, item.glyph), text);
    nav.append(link);
  }
  return nav;
}

/** WalletCard while it reads the balance: "—" (unknown), its actions inert until the page runs. */
function walletCard(doc: Document, m: Messages, base: string) {
  const card = domElement(doc, 'section', `${ui.panel} ${wallet.wallet}`);
  const head = domElement(doc, 'div', ui.panelHead);
  const refresh = domElement(doc, 'button', ui.ghost, {
    type: 'button',
    disabled: '',
    'aria-label': m.wallet.refresh,
  });
  // turning, as the page's while it reads the balance
  refresh.append(
    domElement(doc, 'span', wallet.spin, { 'aria-hidden': 'true' }, '↻'),
    m.wallet.refresh,
  );
  head.append(domElement(doc, 'h2', ui.panelTitle, {}, m.wallet.title), refresh);
  const amount = domElement(doc, 'p', wallet.amount);
  amount.append(domElement(doc, 'span', undefined, { 'aria-label': m.wallet.unknown }, '—'));
  const balance = domElement(doc, 'div', undefined);
  balance.append(amount);
  const actions = domElement(doc, 'div', wallet.actions);
  actions.append(
    domElement(doc, 'a', ui.primary, { href: `${base}/deposit` }, m.wallet.deposit),
    domElement(doc, 'a', ui.ghost, { href: `${base}/withdraw` }, m.wallet.withdraw),
    domElement(doc, 'button', ui.ghost, { type: 'button', disabled: '' }, m.wallet.collect),
  );
  card.append(head, balance, actions);
  return card;
}

/** Draws the overview; false (nothing drawn) on another section or when the member is not known. */
export function paint({ slot, language, answers, pathname }: EarlyPaintInput): boolean {
  const who = memberName(answers[MEMBER_PATH]);
  const m = MESSAGES[language];
  if (!who || !m || !OVERVIEW.test(pathname)) return false;
  const base = pathname.replace(/\/$/, '');
  const doc = slot.ownerDocument;
  const root = domElement(doc, 'div', centre.centre);
  const overview = domElement(doc, 'div', centre.overview);
  const column = domElement(doc, 'div', centre.column);
  column.append(profileCard(doc, m, who), shortcuts(doc, m, base));
  overview.append(column, walletCard(doc, m, base));
  root.append(tabs(doc, m, base), overview);
  slot.append(root);
  return true;
}
