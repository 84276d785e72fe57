import { tabKeyTarget } from '../../ui/tab-keys';
import { useRef, type KeyboardEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { MarketTab } from '../../../core/sport/market-tabs';

/** Sport ids of the feed (mty = sportId * 1000 + kind): their own words for totals and periods. */
const SOCCER = 1;
const BASKETBALL = 3;
const TENNIS = 5;

/**
 * The market tabs of the match detail page, sticky under the page header: a WAI-ARIA tablist (one tab in
 * the tab order, arrows / Home / End move between tabs and select them), controlling the market list below
 * (`panelId`).
 */
export function MarketTabs({
  tabs,
  selected,
  sportId,
  panelId,
  idOf,
  onSelect,
}: {
  tabs: readonly MarketTab[];
  selected: MarketTab;
  sportId: number;
  panelId: string;
  idOf(tab: MarketTab): string;
  onSelect(tab: MarketTab): void;
}) {
  const { t } = useLingui();
  const list = useRef<HTMLDivElement>(null);
  const label = (tab: MarketTab): string => {
    switch (tab) {
      case 'popular':
        return t`Popular`;
      case 'all':
        return t`All markets`;
      case 'totals':
        return sportId === SOCCER
          ? t`Goals`
          : sportId === BASKETBALL
            ? t`Points`
            : sportId === TENNIS
              ? t`Games`
              : t`Totals`;
      case 'periods':
        return sportId === SOCCER
          ? t`Halves`
          : sportId === BASKETBALL
            ? t`Quarters`
            : sportId === TENNIS
              ? t`Sets`
              : t`Periods`;
      case 'handicaps':
        return t`Handicaps`;
      case 'score':
        return t`Score`;
    }
  };
  const move = (e: KeyboardEvent) => {
    const next = tabKeyTarget(e.key, tabs.indexOf(selected), tabs.length);
    if (next < 0) return;
    e.preventDefault();
    onSelect(tabs[next]!);
    list.current?.querySelector<HTMLElement>(`#${CSS.escape(idOf(tabs[next]!))}`)?.focus();
  };
  return (
    <div className="market-tabs" role="tablist" aria-label={t`Market groups`} ref={list} onKeyDown={move}>
      {tabs.map((tab) => (
        <button
          key={tab}
          id={idOf(tab)}
          type="button"
          role="tab"
          className="market-tab"
          aria-selected={tab === selected}
          aria-controls={panelId}
          tabIndex={tab === selected ? 0 : -1}
          onClick={() => onSelect(tab)}
        >
          {label(tab)}
        </button>
      ))}
    </div>
  );
}
