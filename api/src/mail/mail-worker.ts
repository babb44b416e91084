import type { Sql } from '../db/client';
import type { MailTransport } from './mail-transport';
import { sendDueMail, type SendResult } from './send-due-mail';

/** Sends the outbox from this server, right after the writes that fill it. */
export interface MailWorker {
  /** Asks for a send soon; never waits for it and never throws (a request calls it). */
  nudge(): void;
  /** Sends what is due now and resolves with what happened (the job queue and tests call it). */
  drain(): Promise<SendResult>;
  /** Resolves once no send started by nudge() is running. */
  settled(): Promise<void>;
}

export function createMailWorker(options: {
  sql: Sql;
  transport: MailTransport;
  now: () => Date;
  /** False: mail waits in the outbox for the job queue (or a test) to drain it. */
  sendAfterWrites: boolean;
  warn: (error: unknown) => void;
}): MailWorker {
  let running: Promise<void> | undefined;
  let again = false;
  const drain = () => sendDueMail(options.sql, options.transport, options.now);
  const run = async (): Promise<void> => {
    do {
      again = false;
      await drain().catch(options.warn);
    } while (again);
  };
  return {
    nudge() {
      if (!options.sendAfterWrites) return;
      if (running) {
        again = true;
        return;
      }
      running = run().finally(() => {
        running = undefined;
      });
    },
    drain,
    async settled() {
      while (running) await running;
    },
  };
}
