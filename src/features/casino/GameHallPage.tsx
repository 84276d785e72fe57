import { useLocation } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import { Page } from '../../ui/Page';
import { Lobby } from './Lobby';

/** /game (the classic game hall) and /live (live-dealer games only: live_game=1 on every game call). */
export default function GameHallPage() {
  const { t } = useLingui();
  const live = useLocation().pathname.startsWith('/live');
  return (
    <Page title={live ? t`Live casino` : t`Casino`} className="game-hall-page">
      <Lobby section={live ? 'live' : 'game'} />
    </Page>
  );
}
