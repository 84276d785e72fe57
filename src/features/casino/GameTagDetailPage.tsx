import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import { Page } from '../../ui/Page';
import { tabTitle, type GameSource } from './casino-api';
import { GameGrid } from './GameGrid';
import './casino.css';

/** /game-tag-detail?tab_key=&sub_tab_key=&title=: every game of one tab or sub tab (a "see all" page). */
export default function GameTagDetailPage() {
  const { t } = useLingui();
  const [query] = useSearchParams();
  const tabKey = query.get('tab_key') ?? 'lobby';
  const subKey = query.get('sub_tab_key') ?? '';
  const title = tabTitle(subKey || tabKey, query.get('title') ?? t`Games`);
  const source = useMemo<GameSource>(
    () => ({ kind: 'tab', tab_key: tabKey, ...(subKey ? { sub_tab_key: subKey } : {}) }),
    [tabKey, subKey],
  );
  return (
    <Page title={title}>
      <div className="lobby">
        <GameGrid source={source} label={title} />
      </div>
    </Page>
  );
}
