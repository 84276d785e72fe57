import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { EmptyState } from '../../ui/EmptyState';
import { PageSkeleton } from '../../ui/PageSkeleton';

/** The loading and error states of the loyalty pages: a skeleton, or why nothing shows and a retry. */
export function TopicState({
  status,
  retry,
  rows = 6,
  children,
}: {
  status: 'loading' | 'error';
  retry(): void;
  rows?: number;
  children?: ReactNode;
}) {
  const { t } = useLingui();
  if (status === 'loading') return <PageSkeleton rows={rows} />;
  return (
    <EmptyState
      title={t`This could not be loaded`}
      action={
        <button type="button" className="button button-primary" onClick={retry}>
          {t`Try again`}
        </button>
      }
    >
      {children ?? t`Check your connection and try again.`}
    </EmptyState>
  );
}

/** A progress bar with its accessible name and value. */
export function Progress({ label, value, max }: { label: string; value: number; max: number }) {
  const pct = max > 0 ? Math.min(100, Math.max(0, (value / max) * 100)) : 100;
  return (
    <div
      className="loyalty-bar"
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.floor(pct)}
    >
      <span style={{ width: `${pct}%` }} />
    </div>
  );
}

/** Two or more tabs over one panel (role tablist). */
export function Tabs<K extends string>({
  label,
  tabs,
  value,
  onChange,
}: {
  label: string;
  tabs: readonly { key: K; label: string }[];
  value: K;
  onChange: (key: K) => void;
}) {
  return (
    <div className="loyalty-tabs" role="tablist" aria-label={label}>
      {tabs.map((tab) => (
        <button
          key={tab.key}
          type="button"
          role="tab"
          aria-selected={tab.key === value}
          onClick={() => onChange(tab.key)}
        >
          {tab.label}
        </button>
      ))}
    </div>
  );
}
