/**
 * game/base/event/report (SPEC §7) from the game room: 'open' when a player enters a game, 'close' when they
 * leave it. The server stores them (game_events) and ranks getFeatureList by them. Fire and forget: a lost
 * report costs nothing the player sees.
 */
import { useEffect } from 'react';
import { gameEventReport } from '../../../core/contract/endpoints-games-more';
import { quietApi } from '../../platform/api';

const report = (platform: string, gameId: string, event: 'open' | 'close') =>
  quietApi
    .call(gameEventReport, { events: [{ game_platform: platform, game_id: gameId, event }] })
    .catch(() => undefined);

/** Reports entering and leaving the room of (platform, gameId); nothing while platform is ''. */
export function useRoomEvents(platform: string, gameId: string): void {
  useEffect(() => {
    if (!platform || !gameId) return;
    void report(platform, gameId, 'open');
    return () => void report(platform, gameId, 'close');
  }, [platform, gameId]);
}
