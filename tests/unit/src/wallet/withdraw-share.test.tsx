/** /withdraw's share strip (payout/social, payout/social_click). */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { WithdrawShare } from '../../../../src/features/wallet/WithdrawShare';
import { useSettings } from '../../../../src/app/stores/settings';
import { cleanup, click, render, settle } from '../dom';
import { fakeServer } from '../account-fetch';
import { setBrandId } from './wallet-fixtures';

const SOCIAL = '/api/piranha/finance/payout/social';
const CLICK = '/api/piranha/finance/payout/social_click';

const social = (orderId: string) => ({
  order_id: orderId,
  amount: 4900,
  currency: 'BRL',
  paid_at: 1,
  share_text: 'I just withdrew R$ 49.00 from PlacarBet.',
  share_url: 'https://placarbet.com.br/',
  channels: [
    { channel: 'whatsapp', url: 'https://wa.me/?text=x', clicked: false },
    { channel: 'telegram', url: 'https://t.me/share/url?url=y', clicked: true },
  ],
});

beforeEach(() => {
  setBrandId('br');
  useSettings.setState({ currency: null, locale: 'en' });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('withdrawal share', () => {
  it('links each network with the amount received and records a tap', async () => {
    const server = fakeServer({
      [SOCIAL]: { data: social('PO1') },
      [CLICK]: { data: { recorded: true, clicks: 1 } },
    });
    const { container } = await render(<WithdrawShare />);
    await settle();
    expect(container.textContent).toContain('You received R$ 49.00. Tell your friends!');
    const links = [...container.querySelectorAll('a')];
    expect(links.map((a) => a.getAttribute('aria-label'))).toEqual([
      'Share on WhatsApp',
      'Share on Telegram',
    ]);
    expect(links[0]!.getAttribute('href')).toBe('https://wa.me/?text=x');
    expect(links[0]!.getAttribute('rel')).toContain('noopener');
    expect(links[1]!.textContent).toContain('✓');
    links[0]!.addEventListener('click', (e) => e.preventDefault());
    await click(links[0]!);
    await settle();
    expect(server.calls.find((c) => c.path === CLICK)?.body).toEqual({
      order_id: 'PO1',
      channel: 'whatsapp',
    });
  });

  it('shows nothing before a paid withdrawal', async () => {
    fakeServer({ [SOCIAL]: { data: social('') } });
    const { container } = await render(<WithdrawShare />);
    await settle();
    expect(container.querySelector('section')).toBeNull();
  });
});
