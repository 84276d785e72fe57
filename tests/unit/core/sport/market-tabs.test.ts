import { describe, expect, it } from 'vitest';
import { inTab, marketTabs, tabsOfMarket } from '../../../../core/sport/market-tabs';
import { K } from '../../../../core/sport/market-kinds';

const soccer = (k: number) => 1000 + k;
const basket = (k: number) => 3000 + k;

describe('market tabs of the match detail', () => {
  it('files each market kind under its tabs, "all" always', () => {
    expect(tabsOfMarket(soccer(5))).toEqual(['all', 'popular']);
    expect(tabsOfMarket(soccer(7))).toEqual(['all', 'popular', 'totals']);
    expect(tabsOfMarket(soccer(K.firstHalfTotal))).toEqual(['all', 'totals', 'periods']);
    expect(tabsOfMarket(soccer(K.correctScore))).toEqual(['all', 'score']);
    expect(tabsOfMarket(soccer(K.winningMargin))).toEqual(['all', 'handicaps', 'score']);
    expect(tabsOfMarket(basket(K.quarterWinner + 3))).toEqual(['all', 'periods']);
    expect(tabsOfMarket(basket(K.quarterTotal + 2))).toEqual(['all', 'totals', 'periods']);
  });

  it('offers only tabs with markets, in screen order, Popular first', () => {
    const types = [
      soccer(5),
      soccer(7),
      soccer(3),
      soccer(K.bothScore),
      soccer(K.halfTimeResult),
      soccer(K.correctScore),
    ];
    expect(marketTabs(types)).toEqual(['popular', 'all', 'totals', 'periods', 'handicaps', 'score']);
    expect(inTab(types, 'periods')).toEqual([soccer(K.halfTimeResult)]);
    expect(inTab(types, 'popular')).toEqual([soccer(5), soccer(7), soccer(3), soccer(K.bothScore)]);
    expect(inTab(types, 'all')).toEqual(types);
  });

  it('offers no tabs when every tab would list the same markets', () => {
    expect(marketTabs([soccer(5)])).toEqual([]);
    expect(marketTabs([])).toEqual([]);
    expect(marketTabs([soccer(5), soccer(K.doubleChance)])).toEqual([]);
  });
});
