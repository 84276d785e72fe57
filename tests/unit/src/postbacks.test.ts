import { describe, expect, it, vi } from 'vitest';
import { firePixel, pixelFromUrl } from '../../../src/features/channels/postbacks';

describe('the landing pixel (issue #20)', () => {
  it('reads a named pixel, or the tool from its click id, and nothing from a plain link', () => {
    expect(pixelFromUrl(new URL('https://x.test/?pixel_tool=kwai&pixel_id=123'))).toEqual({
      tool: 'kwai',
      pixel_id: '123',
    });
    expect(pixelFromUrl(new URL('https://x.test/?fbclid=AbC_1&pixel_id=777'))).toEqual({
      tool: 'facebook',
      pixel_id: '777',
      click_id: 'AbC_1',
    });
    expect(pixelFromUrl(new URL('https://x.test/?ttclid=t1'))).toMatchObject({
      tool: 'tiktok',
      click_id: 't1',
    });
    expect(pixelFromUrl(new URL('https://x.test/?pixel_tool=myspace&pixel_id=1'))).toBeNull();
    expect(pixelFromUrl(new URL('https://x.test/sport'))).toBeNull();
  });

  it("fires through the operator's pixel function only when the page has it", () => {
    const fbq = vi.fn();
    const e = { id: '9', event: 'purchase', pixel_id: 'px', params: { value: 10 }, event_time: 1 };
    firePixel({ tool: 'facebook', pixel_id: 'px' }, e); // no fbq: nothing, no error
    (window as unknown as { fbq: unknown }).fbq = fbq;
    firePixel({ tool: 'facebook', pixel_id: 'px' }, e);
    expect(fbq).toHaveBeenCalledWith('trackSingle', 'px', 'purchase', { value: 10 }, { eventID: 'pb-9' });
    delete (window as unknown as { fbq?: unknown }).fbq;
  });
});
