/**
 * SPEC §4 "Global status poll": the engine polls conf/global every 10 s; this applies the answer. Renders
 * nothing. Only fresh answers move the player: a snapshot from a past maintenance must not send them away.
 */
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { globalStatusTarget } from '../../core/session/global-status';
import { useTopic } from '../platform/engine-bridge';

const NO_PARAMS = {};

export function GlobalStatusWatcher(): null {
  const { data, status } = useTopic('global', NO_PARAMS);
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const stats = status === 'ready' ? data?.global_stats : undefined;

  useEffect(() => {
    const target = globalStatusTarget(stats, pathname + search);
    if (target) void navigate(target, { replace: true });
  }, [stats, pathname, search, navigate]);

  return null;
}
