/**
 * A session belongs to one brand (issue #14, item 4). The Brazilian player's cookie sent for Mexico (its app
 * key, its Appkey header or its host) is no session there: a call that needs a player answers 604 (SPEC
 * §8: the page's login-expired flow), one that does not answers as to a visitor. It got Mexico's methods,
 * limits and an MXN wallet before. The session still works on Brazil.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints, type EndpointName } from '../../core/contract/endpoints';
import { DmError } from '../../core/contract/errors';
import type { GamePage } from '../../core/contract/schemas/games';
import { createTestApp, type TestApp } from './helpers/app';
import { Player, envelope } from './finance-support';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A call with the player's cookie, the brand named the way `by` says. */
function callAs(p: Player, name: EndpointName, by: 'app_key' | 'appkey' | 'host', brand: string, query = {}) {
  const { method, path } = endpoints[name];
  const hosts: Record<string, string> = { golazo_mx: 'golazomx.com', placar_br: 'placarbet.com.br' };
  const qs = new URLSearchParams({ ...query, ...(by === 'app_key' ? { app_key: brand } : {}) });
  return t.app.inject({
    method,
    url: `${path}?${qs.toString()}`,
    headers: {
      cookie: `session=${p.token}`,
      ...(by === 'appkey' ? { appkey: brand } : {}),
      ...(by === 'host' ? { host: hosts[brand]! } : {}),
    },
    ...(method === 'POST' ? { payload: {} } : {}),
  });
}

describe('a session on another brand', () => {
  it.each(['app_key', 'appkey', 'host'] as const)(
    'by %s: the Brazilian cookie on Mexico is logged out (604), and still logged in on Brazil',
    async (by) => {
      const p = await new Player(t.app, 'placar_br').register();
      for (const name of ['accountInfo', 'userBalance', 'depositInfo', 'withdrawBalance'] as const) {
        const mx = await callAs(p, name, by, 'golazo_mx');
        expect(mx.statusCode, `${name}: ${mx.body}`).toBe(604);
        expect(envelope(mx).dm_error).toBe(DmError.SessionExpired);
        expect(mx.body).not.toContain('MXN');
      }
      const br = await callAs(p, 'userBalance', by, 'placar_br');
      expect(br.statusCode, br.body).toBe(200);
      expect(envelope<{ balance_info: { currency: string } }>(br).data.balance_info.currency).toBe('BRL');
      expect(envelope<{ uid: number }>(await callAs(p, 'accountInfo', by, 'placar_br')).data.uid).toBe(p.uid);
    },
  );

  it('where no player is needed, the other brand answers as to a visitor', async () => {
    const p = await new Player(t.app, 'placar_br').register();
    const lobby = await p.ok<GamePage>('gameByTab', { tab_key: 'lobby', limit: '5' });
    const game = lobby.list[0]!;
    await p.ok('favoritesAdd', { game_platform: game.game_platform, game_id: game.game_id });
    const query = { tab_key: 'lobby', limit: '5' };
    const onBr = envelope<GamePage>(await callAs(p, 'gameByTab', 'app_key', 'placar_br', query)).data;
    expect(onBr.list.find((g) => g.game_id === game.game_id)?.is_favorite).toBe(true);
    const mx = await callAs(p, 'gameByTab', 'app_key', 'golazo_mx', query);
    expect(mx.statusCode).toBe(200);
    expect(envelope<GamePage>(mx).data.list.every((g) => !g.is_favorite)).toBe(true);
  });

  it('session renewal for the other brand does not renew (604), and logging in there ends the old session', async () => {
    const br = await new Player(t.app, 'placar_br').register();
    const brToken = br.token!;
    expect((await callAs(br, 'sessionRenewal', 'app_key', 'golazo_mx')).statusCode).toBe(604);
    // The same browser registers on Mexico: its Brazilian cookie is replaced, and that session is over.
    const mx = new Player(t.app, 'golazo_mx');
    mx.token = brToken;
    await mx.register();
    expect(mx.token).not.toBe(brToken);
    expect((await mx.call('userBalance')).statusCode).toBe(200);
    expect(
      envelope<{ balance_info: { currency: string } }>(await mx.call('userBalance')).data.balance_info
        .currency,
    ).toBe('MXN');
    expect((await br.call('accountInfo')).statusCode).toBe(604);
  });
});
