import { describe, expect, it } from 'vitest';
import { columnsOf } from '../../../src/features/sport/MarketGroupView';

describe('market option columns on the match detail', () => {
  it('keeps two- and three-way markets on one row and wraps longer ones in rows of three', () => {
    expect(columnsOf(0)).toBe(1);
    expect(columnsOf(2)).toBe(2);
    expect(columnsOf(3)).toBe(3);
    expect(columnsOf(4)).toBe(2); // set betting: 2-0 2-1 / 1-2 0-2
    expect(columnsOf(7)).toBe(3); // winning margin
    expect(columnsOf(9)).toBe(3); // HT/FT
    expect(columnsOf(26)).toBe(3); // correct score
  });
});
