/**
 * SMS delivery for sms/code/send. Every message is written to the `outbox` table first (channel 'sms'), like
 * e-mail (outbox.ts), so /dev/outbox shows it; then a real gateway sends it when one is configured.
 *
 * - Real adapter: Twilio's Programmable Messaging REST API (`SMS_TWILIO_ACCOUNT_SID`,
 *   `SMS_TWILIO_AUTH_TOKEN`, `SMS_TWILIO_FROM`): POST .../Accounts/{sid}/Messages.json, form To/From/Body,
 *   HTTP basic auth; a non-2xx answer is a failed delivery (recorded on the outbox row).
 * - Sandbox (development, no gateway): the message stays in the outbox and the log, exactly as an e-mail
 *   without SMTP, and the code works the same. Production without a gateway offers no SMS (dm_error 2005).
 */
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { DbOrTx } from '../db/database';
import { outbox } from '../db/schema-accounts';

export interface OutgoingSms {
  brandId: string;
  /** E.164 digits without the plus. */
  to: string;
  text: string;
}

export interface SmsSender {
  send(sms: OutgoingSms): Promise<void>;
}

export const TWILIO_API = 'https://api.twilio.com/2010-04-01';

export function twilioSender(
  accountSid: string,
  authToken: string,
  from: string,
  fetcher: typeof fetch = fetch,
  apiBase = TWILIO_API,
): SmsSender {
  const auth = Buffer.from(`${accountSid}:${authToken}`).toString('base64');
  return {
    async send(sms) {
      const res = await fetcher(`${apiBase}/Accounts/${encodeURIComponent(accountSid)}/Messages.json`, {
        method: 'POST',
        headers: { authorization: `Basic ${auth}`, 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ To: `+${sms.to}`, From: from, Body: sms.text }).toString(),
        signal: AbortSignal.timeout(10_000),
      });
      if (!res.ok) throw new Error(`SMS gateway answered ${res.status}`);
    },
  };
}

/** The configured gateway, or undefined (sandbox outside production, no SMS in production). */
export function smsSenderFromEnv(env: NodeJS.ProcessEnv): SmsSender | undefined {
  const sid = env.SMS_TWILIO_ACCOUNT_SID;
  const token = env.SMS_TWILIO_AUTH_TOKEN;
  const from = env.SMS_TWILIO_FROM;
  return sid && token && from ? twilioSender(sid, token, from) : undefined;
}

export interface SmsOutbox {
  /** SMS can be sent at all: a gateway, or the development sandbox. */
  readonly available: boolean;
  enqueue(db: DbOrTx, sms: OutgoingSms): Promise<void>;
}

export function createSmsOutbox(
  sender: SmsSender | undefined,
  sandbox: boolean,
  now: () => number,
  log: FastifyBaseLogger,
): SmsOutbox {
  return {
    available: sender !== undefined || sandbox,
    async enqueue(db, sms) {
      const [row] = await db
        .insert(outbox)
        .values({
          brandId: sms.brandId,
          channel: 'sms',
          recipient: `+${sms.to}`,
          subject: 'SMS',
          body: sms.text,
          createdAt: new Date(now()),
        })
        .returning({ id: outbox.id });
      const id = row!.id;
      if (!sender) {
        log.info({ outbox: id, to: sms.to, text: sms.text }, 'sms outbox (sandbox, no gateway)');
        return;
      }
      try {
        await sender.send(sms);
        await db
          .update(outbox)
          .set({ sentAt: new Date(now()) })
          .where(eq(outbox.id, id));
      } catch (err) {
        // The code stays valid; the player can ask for another one.
        log.error({ err, outbox: id }, 'SMS delivery failed');
        await db
          .update(outbox)
          .set({ error: String((err as Error).message ?? err).slice(0, 500) })
          .where(eq(outbox.id, id));
      }
    },
  };
}
