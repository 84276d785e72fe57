/**
 * The support chat's seed: each brand's canned answers (product content, in the brand's language; support
 * operators edit them in the console) and, for the demo, one earlier closed conversation of the demo player with Sofia
 * Support, so /support shows a real history.
 */
import { and, eq } from 'drizzle-orm';
import { BRANDS } from '../../../core/brand/brands';
import type { DbOrTx } from '../database';
import { users } from '../schema-accounts';
import { operators } from '../schema-ops';
import { supportCanned, supportConversations, supportMessages } from '../schema-support';
import { DEMO_PLAYER } from './demo-player';

type Canned = readonly (readonly [title: string, body: string])[];

const PT: Canned = [
  ['Saudação', 'Olá! Aqui é o suporte. Como posso ajudar você hoje?'],
  [
    'Prazo de saque',
    'Saques via Pix costumam cair em poucos minutos; em horários de pico podem levar até 2 horas.',
  ],
  [
    'Verificação',
    'Para concluir a verificação, envie uma foto do documento e uma selfie em Perfil › Verificação.',
  ],
  ['Bônus', 'O saldo de bônus é liberado quando o rollover é cumprido; acompanhe em Promoções › Meus bônus.'],
  ['Encerramento', 'Obrigado pelo contato! Se precisar de algo mais, é só chamar.'],
];
const ES: Canned = [
  ['Saludo', '¡Hola! Te saluda soporte. ¿En qué te puedo ayudar hoy?'],
  [
    'Plazo de retiro',
    'Los retiros suelen acreditarse en minutos; en horas pico pueden tardar hasta 2 horas.',
  ],
  [
    'Verificación',
    'Para verificar tu cuenta, sube una foto de tu identificación y una selfie en Perfil › Verificación.',
  ],
  ['Bonos', 'El saldo de bono se libera al cumplir el rollover; revísalo en Promociones › Mis bonos.'],
  ['Despedida', '¡Gracias por escribirnos! Si necesitas algo más, aquí estamos.'],
];
const EN: Canned = [
  ['Greeting', 'Hi! This is support. How can I help you today?'],
  [
    'Withdrawal time',
    'Withdrawals usually arrive within minutes; at peak times they can take up to 2 hours.',
  ],
  [
    'Verification',
    'To verify your account, upload a photo of your ID and a selfie under Profile › Verification.',
  ],
  ['Bonus', 'Bonus money is released once the wagering is met; follow it under Promotions › My bonuses.'],
  ['Closing', 'Thanks for reaching out! If you need anything else, just write.'],
];

export async function seedSupportCanned(db: DbOrTx): Promise<void> {
  const have = new Set(
    (await db.select({ brand: supportCanned.brandId }).from(supportCanned)).map((r) => r.brand),
  );
  const rows = BRANDS.filter((b) => !have.has(b.id)).flatMap((b) => {
    const list = b.defaultLang.startsWith('pt') ? PT : b.defaultLang.startsWith('es') ? ES : EN;
    const lang = b.defaultLang.startsWith('pt') ? 'pt-BR' : b.defaultLang.startsWith('es') ? 'es-MX' : 'en';
    return list.map(([title, body]) => ({ brandId: b.id, title, body, lang }));
  });
  if (rows.length > 0) await db.insert(supportCanned).values(rows);
}

/** Yesterday's closed conversation of the demo player (after the demo operators are seeded). */
export async function seedSupportDemo(db: DbOrTx, now: number): Promise<void> {
  const [player] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.brandId, DEMO_PLAYER.brandId), eq(users.email, DEMO_PLAYER.email)));
  const [sofia] = await db
    .select({ id: operators.id, name: operators.name })
    .from(operators)
    .where(eq(operators.email, 'support@ops.placarbet.com.br'));
  if (!player || !sofia) return;
  const [seen] = await db
    .select({ id: supportConversations.id })
    .from(supportConversations)
    .where(eq(supportConversations.uid, player.id))
    .limit(1);
  if (seen) return;
  const start = now - 26 * 3_600_000;
  const at = (min: number) => new Date(start + min * 60_000);
  const [conv] = await db
    .insert(supportConversations)
    .values({
      brandId: DEMO_PLAYER.brandId,
      uid: player.id,
      status: 'closed',
      assignedTo: sofia.id,
      createdAt: at(0),
      updatedAt: at(6),
      closedAt: at(6),
    })
    .returning({ id: supportConversations.id });
  const id = conv!.id;
  await db.insert(supportMessages).values([
    {
      conversationId: id,
      sender: 'player',
      body: 'Oi, fiz um saque via Pix há 20 minutos e ainda não caiu.',
      createdAt: at(0),
    },
    { conversationId: id, sender: 'system', body: `taken:${sofia.name}`, createdAt: at(1) },
    {
      conversationId: id,
      sender: 'operator',
      operatorId: sofia.id,
      body: 'Olá! Verifiquei aqui: o seu saque foi pago agora há pouco. Pode conferir no extrato do banco?',
      createdAt: at(3),
    },
    { conversationId: id, sender: 'player', body: 'Caiu sim, obrigado!', createdAt: at(5) },
    { conversationId: id, sender: 'system', body: 'closed', createdAt: at(6) },
  ]);
}
