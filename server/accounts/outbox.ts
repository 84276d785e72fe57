/**
 * Outgoing messages (e-mail codes). Every message is written to the outbox table first, so it is never
 * lost and the dev page can show it; then it is sent by SMTP when SMTP_URL is set. Without SMTP, outside
 * production, the message is also logged so a developer can copy the code from the server output.
 */
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { createTransport } from 'nodemailer';
import type { DbOrTx } from '../db/database';
import { outbox } from '../db/schema-accounts';
import type { AccountsConfig } from './config';

export interface OutgoingMail {
  brandId: string;
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
}

export function smtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = createTransport(smtpUrl);
  return {
    async send(mail) {
      await transport.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text });
    },
  };
}

export interface Outbox {
  enqueue(db: DbOrTx, mail: OutgoingMail): Promise<void>;
}

export function createOutbox(
  config: AccountsConfig,
  now: () => number,
  log: FastifyBaseLogger,
  mailer: Mailer | undefined = config.smtpUrl ? smtpMailer(config.smtpUrl, config.mailFrom) : undefined,
): Outbox {
  return {
    async enqueue(db, mail) {
      const [row] = await db
        .insert(outbox)
        .values({
          brandId: mail.brandId,
          channel: 'email',
          recipient: mail.to,
          subject: mail.subject,
          body: mail.text,
          createdAt: new Date(now()),
        })
        .returning({ id: outbox.id });
      const id = row!.id;
      if (!mailer) {
        if (config.devOutbox) log.info({ outbox: id, to: mail.to, text: mail.text }, 'outbox (no SMTP)');
        else log.warn({ outbox: id }, 'outbox message not sent: SMTP_URL is not set');
        return;
      }
      try {
        await mailer.send(mail);
        await db
          .update(outbox)
          .set({ sentAt: new Date(now()) })
          .where(eq(outbox.id, id));
      } catch (err) {
        // The code stays valid and in the outbox; the player can ask for another one.
        log.error({ err, outbox: id }, 'SMTP delivery failed');
        await db
          .update(outbox)
          .set({ error: String((err as Error).message ?? err).slice(0, 500) })
          .where(eq(outbox.id, id));
      }
    },
  };
}
