import type { HelpTexts } from '../types';

export const en: HelpTexts = {
  categories: {
    account: 'Account',
    deposits: 'Deposits and withdrawals',
    betting: 'Sports betting',
    casino: 'Casino and bonuses',
    security: 'Safety and responsible play',
  },
  faq: [
    {
      slug: 'create-account',
      category: 'account',
      title: 'How do I create an account?',
      html: '<p>Tap <b>Register</b> at the top of the page, enter your e-mail and a password of at least 8 characters, and confirm. You can also play as a guest first and save an e-mail later to keep your balance.</p>',
    },
    {
      slug: 'forgot-password',
      category: 'account',
      title: 'I forgot my password',
      html: '<p>On the login page tap <b>Forgot password</b>. We send a 6-digit code to your e-mail; enter it and choose a new password. The code is valid for 10 minutes.</p>',
    },
    {
      slug: 'how-to-deposit',
      category: 'deposits',
      title: 'How do I make a deposit?',
      html: '<p>Open <b>Deposit</b>, choose a payment method and an amount (minimum {min_deposit}), and follow the instructions shown. Your balance is credited as soon as the payment is confirmed, and you get a message when it arrives.</p>',
    },
    {
      slug: 'withdrawal-time',
      category: 'deposits',
      title: 'How long does a withdrawal take?',
      html: '<p>Most withdrawals are paid within a few minutes; some methods take up to 24 hours. If a withdrawal cannot be paid, the full amount goes back to your balance and we tell you in your messages.</p>',
    },
    {
      slug: 'place-bet',
      category: 'betting',
      title: 'How do I place a bet?',
      html: '<p>Tap the odds of a match to add them to the bet slip, enter your stake and tap <b>Place bet</b>. Combine up to 10 selections in a combo or a system bet.</p>',
    },
    {
      slug: 'cash-out',
      category: 'betting',
      title: 'What is cash-out?',
      html: '<p>Cash-out closes a bet before its matches end, for the amount offered at that moment. You find it on open bets in <b>Bet record</b> when it is available.</p>',
    },
    {
      slug: 'bonus-rules',
      category: 'casino',
      title: 'How do bonuses work?',
      html: '<p>Bonuses are credited as locked funds. Play through the amount shown in the bonus to unlock it; unlocked bonuses move to your cash balance. Each bonus shows its own rules and expiry date.</p>',
    },
    {
      slug: 'responsible-play',
      category: 'security',
      title: 'How can I keep my play under control?',
      html: '<p>Set yourself a budget and take breaks. If you want to stop, write to <a href="mailto:{email}">{email}</a> and we close your account at once. Players must be 18 or older.</p>',
    },
  ],
  videos: [
    {
      slug: 'video-first-deposit',
      title: 'Your first deposit in one minute',
      summary: 'From choosing a method to seeing your balance.',
      duration: 8,
      html: '<ol><li>Open Deposit from the header.</li><li>Choose a method and an amount.</li><li>Pay with the code or details shown.</li><li>Your balance updates when the payment is confirmed.</li></ol>',
    },
    {
      slug: 'video-first-bet',
      title: 'Place your first bet',
      summary: 'Odds, the bet slip and following your bet.',
      duration: 8,
      html: '<ol><li>Pick a match on Sport.</li><li>Tap the odds you like.</li><li>Enter the stake in the bet slip and confirm.</li><li>Follow it in Bet record.</li></ol>',
    },
  ],
  pages: {
    privacy: {
      title: 'Privacy policy',
      html: '<p>{brand} respects your privacy. This policy explains what we collect and why.</p><h3>What we collect</h3><p>Your e-mail, nickname, device identifier, the bets and payments you make, and technical data such as your country and language.</p><h3>Why</h3><p>To run your account, process payments, prevent fraud, meet legal duties and, if you allow it, send you notifications.</p><h3>Sharing</h3><p>We share data only with payment providers and game providers to deliver the service, and with authorities when the law requires it. We never sell your data.</p><h3>Your rights</h3><p>You can ask for a copy of your data, correct it, or close your account in Settings. Write to <a href="mailto:{email}">{email}</a>.</p><h3>Storage</h3><p>We keep account and payment records for as long as the law requires, and delete the rest when your account is closed.</p>',
    },
    about: {
      title: 'About {brand}',
      html: '<p>{brand} is a sports betting and casino site made for players on their phones: live odds, fast deposits and withdrawals, and games from the best studios.</p><p>We play fair: our in-house games are provably fair, every payment is recorded, and support is there when you need it at <a href="mailto:{email}">{email}</a>.</p>',
    },
    support: {
      title: 'Support',
      html: '<p>Our team answers in your language. Before writing, the <a href="/faq/home">help center</a> may already have your answer. Send us your player ID and, for a payment, the order number.</p>',
    },
    'spei-announce': {
      title: 'SPEI deposits',
      html: '<p>Deposits by SPEI are credited automatically. Transfer the exact amount to the CLABE shown on the deposit page, from an account in your own name. Transfers made after 9 pm may be credited the next morning.</p>',
    },
  },
  news: [
    {
      slug: 'news-live-cashout',
      daysAgo: 2,
      title: 'Cash-out now on live matches',
      summary: 'Close your bet while the match is still on.',
      html: '<p>Cash-out is now offered on live matches too. Open <a href="/bet-record">Bet record</a> to see the current offer on each open bet.</p>',
    },
    {
      slug: 'news-new-games',
      daysAgo: 6,
      title: 'New games in the lobby',
      summary: 'Crash, dice and roulette, provably fair.',
      html: '<p>Our own games are here: Crash, Dice, Roulette and the Fruit Fiesta slot. Every round can be checked on the verify page.</p>',
    },
    {
      slug: 'news-notifications',
      daysAgo: 12,
      title: 'Never miss a result',
      summary: 'Turn on notifications for bets and payments.',
      html: '<p>Turn on notifications and we tell you the moment a bet is settled or a payment arrives. You choose which events notify you in Messages.</p>',
    },
  ],
  announcements: [
    {
      slug: 'announce-maintenance',
      daysAgo: 1,
      title: 'Planned maintenance',
      summary: 'Short maintenance on Sunday at 4 am.',
      html: '<p>On Sunday from 4:00 to 4:30 am some payments may take longer. Bets and games are not affected.</p>',
    },
    {
      slug: 'announce-terms',
      daysAgo: 9,
      title: 'Updated terms',
      summary: 'Our privacy policy was updated.',
      html: '<p>We updated our <a href="/privacy">privacy policy</a> to explain notifications. Nothing changes in how your data is used.</p>',
    },
  ],
  broadcasts: [
    {
      slug: 'welcome',
      title: 'Welcome to {brand}!',
      html: '<p>Good luck! Your messages from {brand} arrive here: results, payments and news.</p>',
      button: 'Open sport',
      url: '/sport',
      topBar: true,
    },
    {
      slug: 'notifications',
      title: 'Turn on notifications',
      html: '<p>Get your bet results and payments the moment they happen.</p>',
      button: 'Read more',
      url: '/news',
      topBar: true,
    },
    {
      slug: 'safe-play',
      title: 'Play safely',
      html: '<p>Set a budget and take breaks. Help is always at <a href="/support">Support</a>.</p>',
      button: 'Help center',
      url: '/faq/home',
      topBar: false,
    },
  ],
};
