/**
 * The console's tab strip (WAI-ARIA tabs): one button per tab, the selected one in the Tab order and the
 * arrow keys, Home and End moving between them. The caller renders the panel.
 */
import type { KeyboardEvent } from 'react';
import { tabKeyTarget } from '../ui/tab-keys';

export interface TabItem<T extends string> {
  id: T;
  label: string;
}

export function OpsTabs<T extends string>({
  tabs,
  current,
  onSelect,
  label,
}: {
  tabs: readonly TabItem<T>[];
  current: T;
  onSelect: (id: T) => void;
  /** The strip's accessible name, when the page has more than one. */
  label?: string;
}) {
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const to = tabKeyTarget(
      e.key,
      tabs.findIndex((x) => x.id === current),
      tabs.length,
    );
    if (to < 0) return;
    e.preventDefault();
    onSelect(tabs[to]!.id);
    const buttons = e.currentTarget.querySelectorAll<HTMLButtonElement>('[role="tab"]');
    buttons[to]?.focus();
  };
  return (
    <div role="tablist" className="ops-tabs" aria-label={label} onKeyDown={onKeyDown}>
      {tabs.map((x) => (
        <button
          key={x.id}
          role="tab"
          type="button"
          aria-selected={current === x.id}
          tabIndex={current === x.id ? 0 : -1}
          onClick={() => onSelect(x.id)}
        >
          {x.label}
        </button>
      ))}
    </div>
  );
}
