import type { ReactNode } from 'react';

/** The "nothing here" block: what is missing, why, and one way on. */
export function EmptyState({
  title,
  children,
  action,
}: {
  title?: ReactNode;
  children?: ReactNode;
  action?: ReactNode;
}) {
  return (
    <section className="empty-state">
      <div className="empty-state-art" aria-hidden="true">
        <svg viewBox="0 0 64 64" width="64" height="64">
          <rect
            x="10"
            y="14"
            width="44"
            height="36"
            rx="6"
            fill="none"
            stroke="currentColor"
            strokeWidth="3"
          />
          <path d="M10 26h44" stroke="currentColor" strokeWidth="3" />
          <circle cx="32" cy="38" r="4" fill="currentColor" />
        </svg>
      </div>
      {title && <h2 className="empty-state-title">{title}</h2>}
      {children && <p className="empty-state-body">{children}</p>}
      {action && <div className="empty-state-action">{action}</div>}
    </section>
  );
}
