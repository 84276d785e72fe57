/**
 * Demo content of the issue #23 calls, seeded once: the demo player's and the demo agent's ideas (one
 * answered by the operator), so the ideas box on /game-search shows what the feature does. A player who
 * already has ideas is left alone (an operator's replies are kept). Written in Portuguese: both are players of
 * the Brazilian brand.
 */
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../database';
import { users } from '../schema-accounts';
import { gameIdeas } from '../schema-spec-calls';
import { DEMO_AGENT } from './agent';
import { DEMO_PLAYER } from './demo-player';

const DAY = 86_400_000;

const IDEAS = [
  {
    kind: 'game',
    content: 'Por favor, adicionem uma mesa de blackjack ao vivo com apostas mínimas baixas.',
    gameRef: '',
    status: 'planned',
    reply: 'Obrigado! Uma mesa de blackjack ao vivo está planejada para o próximo mês.',
    daysAgo: 6,
  },
  {
    kind: 'feature',
    content: 'Um botão de tema claro/escuro no lobby do cassino seria ótimo.',
    gameRef: '',
    status: 'received',
    reply: '',
    daysAgo: 2,
  },
] as const;

export async function seedSpecCallsDemo(tx: DbOrTx, now: number): Promise<void> {
  for (const who of [DEMO_PLAYER, DEMO_AGENT]) {
    const [user] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.brandId, who.brandId), eq(users.email, who.email)));
    if (!user) continue;
    const [has] = await tx
      .select({ id: gameIdeas.id })
      .from(gameIdeas)
      .where(eq(gameIdeas.uid, user.id))
      .limit(1);
    if (has) continue;
    await tx.insert(gameIdeas).values(
      IDEAS.map((i) => ({
        brandId: who.brandId,
        uid: user.id,
        kind: i.kind,
        content: i.content,
        gameRef: i.gameRef,
        status: i.status,
        reply: i.reply,
        createdAt: new Date(now - i.daysAgo * DAY),
      })),
    );
  }
}
