import type { Redis } from 'ioredis';

/** Whether this server can use its configured Redis right now. */
export type RedisState = 'up' | 'down';

export interface RedisHealthSetup {
  /** The command client: /api/ready asks Redis through it. */
  client: Redis;
  /**
   * Every client of the site's Redis (the command client and the channel's): Redis is up
   * when all are connected, as a server whose channel is down hears of no write.
   */
  watched: Redis[];
  warn: (error: unknown, message: string) => void;
  info: (message: string) => void;
  /** Milliseconds on a steady clock; tests pass their own to decide when a minute has passed. */
  now?: () => number;
  /** At most one log line an outage per this many ms (default a minute). */
  logEveryMs?: number;
}

/**
 * The state of the site's Redis as this server sees it, for /api/ready, /api/health and
 * the metrics. While Redis is away every client reports an error at each reconnection
 * attempt; this logs the outage once when it begins and then once a minute, and says when
 * Redis is back, so a long outage does not flood the log.
 */
export class RedisHealth {
  private downSince: number | undefined;
  private lastLogged = -Infinity;
  private readonly recovered: (() => void)[] = [];
  private readonly now: () => number;
  private readonly logEveryMs: number;

  constructor(private readonly setup: RedisHealthSetup) {
    this.now = setup.now ?? (() => performance.now());
    this.logEveryMs = setup.logEveryMs ?? 60_000;
    for (const redis of setup.watched) redis.on('error', (error) => this.failed(error));
    for (const redis of setup.watched) {
      redis.on('ready', () => this.ready());
      // Not 'close': that also follows our own quit. 'reconnecting' means the link was lost.
      redis.on('reconnecting', () => this.failed(new Error('connection to Redis lost')));
    }
  }

  /** 'up' while every client is connected; 'down' otherwise. */
  get state(): RedisState {
    return this.setup.watched.every((redis) => redis.status === 'ready') ? 'up' : 'down';
  }

  /** Whether Redis answers now (a PING, within the client's command timeout). */
  async check(): Promise<boolean> {
    if (this.state !== 'up') return false;
    try {
      return (await this.setup.client.ping()) === 'PONG';
    } catch {
      return false;
    }
  }

  /** Called each time Redis is reachable again after an outage. */
  onRecovered(listener: () => void): void {
    this.recovered.push(listener);
  }

  /** Tells of an error (from a client, or a command that failed). */
  failed(error: unknown): void {
    const now = this.now();
    this.downSince ??= now;
    if (now - this.lastLogged < this.logEveryMs) return;
    this.lastLogged = now;
    const seconds = Math.round((now - this.downSince) / 1000);
    this.setup.warn(
      error,
      `Redis unavailable${seconds > 0 ? ` for ${seconds} s` : ''}: shared answers off, write limits kept by this server alone (logged once a minute while it lasts)`,
    );
  }

  private ready() {
    if (this.downSince === undefined || this.state !== 'up') return;
    const seconds = Math.round((this.now() - this.downSince) / 1000);
    this.downSince = undefined;
    this.lastLogged = -Infinity;
    this.setup.info(`Redis reachable again after ${seconds} s`);
    for (const listener of this.recovered) listener();
  }
}
