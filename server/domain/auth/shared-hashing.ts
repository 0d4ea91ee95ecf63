import { randomBytes } from 'node:crypto';
import type { Redis } from 'ioredis';
import { busy, tooMany } from './hash-gate.js';

/** Past this an entry no process took back (its process died mid-hash) stops counting: longer than any hash waits. */
const entryLifeMs = 60_000;

/**
 * The hashes one principal has in flight (running or waiting) across every process of an installation, in
 * Redis: without it a principal spread over N processes by the load balancer could keep N times as many hashes
 * going as one process lets it. Each hash is an entry of a sorted set scored by when it began, so an entry a dead
 * process never took back stops counting after a minute by itself. Redis unreachable: refused 503, as the rate
 * limits are, rather than hashing uncounted.
 */
export class SharedHashing {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
    /** In flight per principal everywhere together: what one process allows it (running and waiting). */
    private readonly perPrincipal: number,
  ) {}

  /** Counts a hash of `principal` in, or refuses it; the returned function counts it out. */
  async enter(principal: string): Promise<() => void> {
    const key = this.prefix + principal;
    const entry = randomBytes(8).toString('hex');
    const nowMs = Date.now();
    let inFlight: number;
    try {
      const replies = await this.redis
        .multi()
        .zremrangebyscore(key, '-inf', nowMs - entryLifeMs)
        .zadd(key, nowMs, entry)
        .zcard(key)
        .pexpire(key, entryLifeMs)
        .exec();
      inFlight = Number(replies?.[2]?.[1]);
      if (!Number.isInteger(inFlight)) throw new Error('no count from Redis');
    } catch {
      throw busy();
    }
    const leave = () => void this.redis.zrem(key, entry).catch(() => {});
    if (inFlight > this.perPrincipal) {
      leave();
      throw tooMany();
    }
    return leave;
  }
}
