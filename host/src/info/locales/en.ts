/**
 * English messages of the `info` namespace (the source of truth; vi and zh-cn mirror the keys).
 * Lists (questions, steps, tiers, partners) are read whole with `returnObjects`, so no key is
 * ever built at run time.
 */
export const en = {
  common: {
    loading: 'Loading…',
    retry: 'Try again',
    backToTop: 'Back to top',
  },
  help: {
    title: 'Help centre',
    intro: 'Answers to the questions members ask most. Can’t find yours? Our team is here 24/7.',
    searchLabel: 'Search the help centre',
    searchPlaceholder: 'e.g. withdrawal, password, odds',
    clearSearch: 'Clear search',
    categoriesLabel: 'Topics',
    allTopics: 'All topics',
    resultCount_one: '{{count}} answer found',
    resultCount_other: '{{count}} answers found',
    noResultsTitle: 'No answers match “{{query}}”',
    noResultsBody: 'Try fewer or different words, or ask customer service below.',
    topics: [
      {
        id: 'account',
        title: 'Account & security',
        items: [
          {
            id: 'register',
            q: 'How do I create an account?',
            a: 'Tap “Log in” at the top of the page, then choose “Sign up”. Pick a user name of 4–20 letters or digits starting with a letter and a password of 6–32 characters with letters and digits. You can also sign up with your phone number and an SMS code.',
          },
          {
            id: 'forgot-password',
            q: 'I forgot my password. What should I do?',
            a: 'Log in with your phone number and the SMS code instead, then change your password in the member centre. If your phone number has changed, contact customer service with your user name so we can verify your identity.',
          },
          {
            id: 'verify',
            q: 'Why am I asked for a verification code when I log in?',
            a: 'When a login looks unusual (a new device or location) we send a code to the phone on file. This keeps other people out of your account even if they know your password.',
          },
          {
            id: 'secure',
            q: 'How do I keep my account secure?',
            a: 'Use a password you use nowhere else, never share SMS codes (our staff will never ask for them), log out on shared devices and only use the official website and app.',
          },
        ],
      },
      {
        id: 'payments',
        title: 'Deposits & withdrawals',
        items: [
          {
            id: 'deposit',
            q: 'How do I deposit?',
            a: 'Open the wallet in the member centre and choose “Deposit”. Pick a method, enter the amount and follow the instructions. Your balance updates as soon as the payment is confirmed.',
          },
          {
            id: 'withdraw-time',
            q: 'How long does a withdrawal take?',
            a: 'Most withdrawals are processed within 15 minutes. Your first withdrawal, or one to a new bank account, may take longer while we run security checks.',
          },
          {
            id: 'withdraw-rules',
            q: 'Why can’t I withdraw yet?',
            a: 'A withdrawal needs a verified bank account in your own name and the turnover required by any bonus you accepted. The wallet page shows what is still missing.',
          },
          {
            id: 'missing-deposit',
            q: 'My deposit has not arrived. What now?',
            a: 'Payments usually arrive within a few minutes. If it takes longer than 30 minutes, send customer service your user name, the amount, the time and a screenshot of the transfer.',
          },
        ],
      },
      {
        id: 'betting',
        title: 'Betting rules & odds formats',
        items: [
          {
            id: 'odds-formats',
            q: 'What do the odds formats mean?',
            a: 'Decimal odds show the total return per 1 staked (2.50 returns 2.50). Hong Kong odds show the profit only (1.50). Malay and Indonesian odds can be negative: a negative price is how much you stake to win 1. Change the format in the sportsbook settings.',
          },
          {
            id: 'odds-change',
            q: 'What happens if the odds change while I place a bet?',
            a: 'In the bet slip settings you choose whether to accept any odds change, only better odds, or none. If a change is not accepted, the slip shows the new price and waits for your confirmation.',
          },
          {
            id: 'settlement',
            q: 'When are bets settled?',
            a: 'Bets are settled after the official result is confirmed, normally within minutes of the end of the market. Settled bets appear in “My bets” with their result.',
          },
          {
            id: 'void',
            q: 'Why was my bet void?',
            a: 'A bet is void when a match is cancelled or abandoned, or the market cannot be settled under the rules. The stake is returned to your balance.',
          },
        ],
      },
      {
        id: 'live',
        title: 'Live streams & gifts',
        items: [
          {
            id: 'watch',
            q: 'How do I watch live streams?',
            a: 'Open the Live tab and choose a room. Streams that are live now are listed first. Log in to join the chat and send gifts.',
          },
          {
            id: 'buffering',
            q: 'The stream keeps buffering. What can I do?',
            a: 'Switch to another video source in the player, lower the quality, or move to a stronger Wi-Fi or 4G signal. Closing other apps that use data also helps.',
          },
          {
            id: 'gifts',
            q: 'How do gifts work?',
            a: 'Gifts are paid from your balance and shown in the room to thank the presenter. Sent gifts cannot be refunded, so check the amount before you send.',
          },
          {
            id: 'chat-rules',
            q: 'What are the chat rules?',
            a: 'Be respectful. Insults, spam, advertising and sharing personal data are not allowed. Presenters and moderators may mute members who break the rules.',
          },
        ],
      },
      {
        id: 'promotions',
        title: 'Promotions',
        items: [
          {
            id: 'claim',
            q: 'How do I claim a promotion?',
            a: 'Open the Promotions tab, read the terms of the offer and tap “Claim” or “Join”. Some rewards are paid automatically when you meet the conditions.',
          },
          {
            id: 'turnover',
            q: 'What is a turnover requirement?',
            a: 'It is the total amount you must bet before a bonus and its winnings can be withdrawn. For example, a 100 bonus with 10× turnover needs 1,000 in valid bets.',
          },
          {
            id: 'one-per-person',
            q: 'Can I join the same offer twice?',
            a: 'Each offer is limited to one per person, household, phone number, bank account and device unless its terms say otherwise. Multiple accounts lose their bonuses.',
          },
        ],
      },
      {
        id: 'responsible',
        title: 'Responsible gaming',
        items: [
          {
            id: 'limits',
            q: 'Can I set limits on my play?',
            a: 'Yes, yourself, in the member centre under Limits & breaks: daily, weekly and monthly stake and loss limits, and a reality check that tells you every so often how long you have played and how the session is going. Lowering a limit applies at once; raising or removing it applies after 24 hours.',
          },
          {
            id: 'self-exclusion',
            q: 'How do I take a break or self-exclude?',
            a: 'In the member centre under Limits & breaks, choose a time-out (24 hours, 7 days or 30 days) or self-exclusion (6 months, 1 year or 5 years). It cannot be shortened. You can still log in to see your account, but you cannot bet, play games or claim promotions, and we show you no promotions until it ends.',
          },
          {
            id: 'age',
            q: 'Who may play?',
            a: 'Only adults aged 21 or over (in Vietnam, Decree 06/2017/ND-CP), where online betting is legal for them. We ask for your date of birth when you sign up, may ask for proof of age and close underage accounts.',
          },
          {
            id: 'warning-signs',
            q: 'How do I know if gaming is becoming a problem?',
            a: 'Warning signs include chasing losses, betting money you need for bills, hiding your play or feeling anxious when you cannot bet. If this sounds familiar, take a break and talk to someone you trust or a professional support service.',
          },
        ],
      },
    ],
    contact: {
      title: 'Still need help?',
      body: 'Our customer service team answers around the clock in Vietnamese, Chinese and English.',
      open: 'Chat with customer service',
      zalo: 'Message us on Zalo',
      online: 'Open online support',
      newWindow: '(opens in a new window)',
      loading: 'Loading contact options…',
      errorTitle: 'Contact options could not be loaded',
      errorBody: 'Check your connection and try again.',
      unavailable: 'Online chat is not available right now. Please try again in a few minutes.',
    },
  },
  download: {
    title: 'Download the app',
    intro:
      'Bet, watch live streams and get promotion alerts faster with the app for iPhone and Android.',
    platformsLabel: 'Choose your device',
    ios: 'iPhone & iPad',
    android: 'Android',
    iosRequirement: 'iOS 13 or later',
    androidRequirement: 'Android 8.0 or later',
    downloadIos: 'Download for iPhone',
    downloadAndroid: 'Download for Android',
    yourDevice: 'Your device',
    comingSoon: 'Coming soon',
    comingSoonBody:
      'The app for this platform is on its way. Until then, the website works fully on your phone.',
    desktopHint: 'You are on a computer. Open this page on your phone to install the app.',
    webViewHint:
      'You are inside another app’s browser. Open this page in Safari or Chrome to download.',
    stepsTitle: 'How to install',
    iosSteps: [
      'Tap “Download for iPhone” and confirm the installation.',
      'Open Settings › General › VPN & Device Management and tap “Trust” for our developer profile.',
      'Open the app from your home screen and log in with your usual account.',
    ],
    androidSteps: [
      'Tap “Download for Android” and wait for the file to finish downloading.',
      'Open the file. If asked, allow your browser to install unknown apps.',
      'Tap “Install”, then open the app and log in with your usual account.',
    ],
    homeScreenTitle: 'Prefer no install? Add the website to your home screen',
    homeScreenIos: 'iPhone: in Safari, tap Share, then “Add to Home Screen”.',
    homeScreenAndroid: 'Android: in Chrome, open the ⋮ menu, then “Add to Home screen”.',
    homeScreenInstall: 'Add to home screen',
    homeScreenInstallBody: 'Your browser can add BetLive to your home screen in one tap.',
    homeScreenInstalled: 'BetLive is on your home screen.',
    homeScreenDesktop:
      'On a computer: in Chrome or Edge, click the install icon at the end of the address bar.',
    benefitsTitle: 'Why use the app',
    benefits: [
      {
        title: 'Faster live odds',
        body: 'Prices and scores update in real time, even on a weak signal.',
      },
      {
        title: 'Instant alerts',
        body: 'Kick-off reminders, settled bets and new promotions as they happen.',
      },
      { title: 'Always reachable', body: 'The app finds a working address for you automatically.' },
    ],
  },
  venture: {
    title: 'Partner programme',
    intro:
      'Become an agent: invite players and earn a monthly commission on the net revenue of the members you bring.',
    howTitle: 'How it works',
    steps: [
      {
        title: 'Join',
        body: 'Log in or create a free account. Every member can become a partner.',
      },
      {
        title: 'Share your link',
        body: 'Send your personal invite link or code to friends and followers.',
      },
      {
        title: 'Earn every month',
        body: 'Your commission is calculated monthly and paid to your wallet.',
      },
    ],
    tiersTitle: 'Commission tiers',
    tiersCaption: 'Monthly commission by active members and net revenue',
    tierColumn: 'Tier',
    activeColumn: 'Active members',
    revenueColumn: 'Monthly net revenue ({{currency}})',
    rateColumn: 'Commission',
    atLeast: '{{value}}+',
    tierNames: ['Bronze', 'Silver', 'Gold', 'Platinum', 'Diamond'],
    tiersNote:
      'An active member deposits and places at least 5 valid bets in the month. Net revenue is members’ losses minus winnings, bonuses and fees. Negative revenue carries over to the next month.',
    ctaTitle: 'Start earning today',
    ctaGuest: 'Log in or sign up to get your personal invite link.',
    signUp: 'Sign up free',
    logIn: 'Log in',
    inviteTitle: 'Your invite link',
    inviteBody: 'Share this link. Members who sign up through it are linked to you.',
    inviteLinkLabel: 'Invite link',
    inviteCode: 'Invite code: {{code}}',
    copy: 'Copy link',
    copied: 'Link copied',
    copyFailed: 'Copy failed: select the link and copy it manually.',
    inviteLoading: 'Loading your invite link…',
    inviteError: 'Your invite link could not be loaded',
  },
  sponsor: {
    title: 'Our sponsorships',
    intro:
      'We back the clubs, players and events that fans love, across football, basketball, esports and more.',
    since: 'Partner since {{year}}',
    partners: [
      {
        id: 'saigon-phoenix',
        sport: 'Football',
        name: 'Saigon Phoenix FC',
        year: '2023',
        body: 'Official betting partner of one of the south’s most loved clubs, with shirt-sleeve branding and match-day fan zones.',
        highlights: ['Sleeve partner', 'Live-streamed fan zones', 'Youth academy support'],
      },
      {
        id: 'hanoi-dragons',
        sport: 'Basketball',
        name: 'Hanoi Dragons',
        year: '2024',
        body: 'Courtside partner of the capital’s professional basketball team, bringing every home game to our live rooms.',
        highlights: ['Courtside branding', 'Exclusive player interviews'],
      },
      {
        id: 'mekong-esports',
        sport: 'Esports',
        name: 'Mekong Esports Cup',
        year: '2024',
        body: 'Title sponsor of a regional esports tournament with open qualifiers and a growing prize pool.',
        highlights: ['Title sponsor', 'Open qualifiers', 'Live final with presenters'],
      },
      {
        id: 'beach-volley',
        sport: 'Beach volleyball',
        name: 'Da Nang Beach Volleyball Open',
        year: '2025',
        body: 'Presenting partner of the summer open, with free entry for fans and prize draws for members.',
        highlights: ['Presenting partner', 'Fan prize draws'],
      },
    ],
    enquiryTitle: 'Partnership enquiries',
    enquiryBody:
      'Clubs, leagues and event organisers: tell us about your project and our partnerships team will reply.',
    enquiryLink: 'Contact us',
  },
};

/** Shape every language must provide (strings widened so translations type-check against it). */
export type InfoMessages = typeof en;
