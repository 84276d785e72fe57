import { describe, expect, it } from 'vitest';
import { BRANDS, brandById } from '../../../core/brand/brands';
import { CLIENT_BRANDS, clientBrandById } from '../../../core/brand/client-brands';
import { BRAND_TERMS } from '../../../core/brand/brand-terms';
import { resolveBrand } from '../../../core/brand/resolve';

describe('brand table split: page part (client-brands) + server-only part (brand-terms)', () => {
  it('every brand has both parts, and the full table is exactly their merge', () => {
    const clientIds = CLIENT_BRANDS.map((b) => b.id).sort();
    expect(Object.keys(BRAND_TERMS).sort()).toEqual(clientIds);
    expect(BRANDS.map((b) => b.id).sort()).toEqual(clientIds);
    for (const b of CLIENT_BRANDS) {
      expect(brandById(b.id)).toEqual({ ...b, ...BRAND_TERMS[b.id] });
      expect(BRAND_TERMS[b.id].minCharge).toBeGreaterThan(0);
      expect(BRAND_TERMS[b.id].seo.title).not.toBe('');
    }
  });

  it('keeps the server-only fields out of what the page resolves', () => {
    const resolved = resolveBrand({ appKey: 'placar_br' });
    expect(resolved.ok && resolved.brand).toBe(clientBrandById('br'));
    for (const b of CLIENT_BRANDS) {
      for (const field of ['seo', 'minCharge', 'maxBonusDisplay', 'allowedCountries', 'officialDomain'])
        expect(b).not.toHaveProperty(field);
    }
  });
});
