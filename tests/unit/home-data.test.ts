import { describe, expect, it } from 'vitest';
import { clientBrandById } from '../../core/brand/client-brands';
import { defaultHomeUi, homeDataVersion, homeSections } from '../../core/home/home-data';

describe('home data (getHomeData, home-data JSON)', () => {
  it('orders the sections by the brand template and UI version', () => {
    const br = clientBrandById('br')!;
    expect(homeSections(br, 'v3').map((s) => s.key)).toEqual([
      'banner',
      'quick_entries',
      'promotions',
      'hot_games',
      'game_tabs',
      'big_wins',
      'providers',
      'live_matches',
    ]);
    expect(homeSections(br, 'v2').map((s) => s.key)).not.toContain('promotions');
    const sportFirst = [clientBrandById('mx')!, clientBrandById('co')!].find(
      (b) => b.templates.home === 'sport',
    );
    if (sportFirst) expect(homeSections(sportFirst, 'v3')[3]!.key).toBe('live_matches');
  });

  it('drops live matches where the sport home is "coming soon" (SPEC §2, PHP)', () => {
    const ph = clientBrandById('ph')!;
    expect(ph.flags.sportComingSoon).toBe(true);
    expect(homeSections(ph, 'v3').map((s) => s.key)).not.toContain('live_matches');
  });

  it('versions the content: same sections, same version; any change, another', () => {
    const br = clientBrandById('br')!;
    const a = homeSections(br, 'v3');
    expect(homeDataVersion(a)).toBe(homeDataVersion(homeSections(br, 'v3')));
    expect(homeDataVersion(a)).toMatch(/^[0-9a-f]{8}$/);
    expect(homeDataVersion(a)).not.toBe(homeDataVersion(homeSections(br, 'v2')));
    expect(homeDataVersion([{ ...a[0]!, limit: 6 }, ...a.slice(1)])).not.toBe(homeDataVersion(a));
    expect(defaultHomeUi(br)).toBe(br.flags.uiV3 ? 'v3' : 'v2');
  });
});
