/**
 * The actions cell of a console list's row (campaigns, banners, top-bar messages, pushes, canned answers) and
 * its column header: buttons named for their row by the caller ("Edit banner 12"), so a screen reader and
 * the e2e tests tell the rows apart. A `false` entry is left out (an action this row does not offer).
 */
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';

export interface RowAction {
  /** The accessible name, naming the row. */
  label: string;
  /** What the button shows. */
  text: ReactNode;
  onClick: () => void;
  tone?: 'primary' | 'danger';
}

export function RowActions({ actions }: { actions: readonly (RowAction | false)[] }) {
  return (
    <td>
      <div className="ops-actions">
        {actions.map(
          (a) =>
            a && (
              <button
                key={a.label}
                type="button"
                className={a.tone ? `ops-btn ops-${a.tone}` : 'ops-btn'}
                aria-label={a.label}
                onClick={a.onClick}
              >
                {a.text}
              </button>
            ),
        )}
      </div>
    </td>
  );
}

export function ActionsHeader() {
  return (
    <th>
      <Trans>Actions</Trans>
    </th>
  );
}
