import type { OutgoingHttpHeaders } from 'node:http';
import type { FastifyInstance, FastifyReply } from 'fastify';

/** A client that can't keep up is dropped once this much is queued for it (a minute of prices and more); it reconnects (and resumes, where it can). */
export const sseBacklogMaxBytes = 64 * 1024;

/**
 * How soon a client should come back after a shutdown ended its stream: at least this, plus up to as much again at
 * random, so a process's thousands of streams do not all reconnect to the others in the same instant.
 */
const shutdownRetryMinMs = 1_000;

/** A stream's last words when the server stops: EventSource's own `retry:`, and a `reconnect` event for readers that don't parse it. */
function reconnectHint(): string {
  const retryMs = shutdownRetryMinMs + Math.floor(Math.random() * shutdownRetryMinMs);
  return `retry: ${retryMs}\nevent: reconnect\ndata: ${JSON.stringify({ retryMs })}\n\n`;
}

/** Writes one chunk of the stream; does nothing once the client is gone. */
export type SendEvent = (text: string | Uint8Array) => void;

/**
 * Server-Sent Events for a route plugin: `open(reply, start)` turns the reply into an endless
 * `text/event-stream`, hands `start` the way to write to it, and runs what `start` returned once the stream is
 * over, whoever ended it: the client (an early hang-up included, which is no error), a backlog past
 * `sseBacklogMaxBytes`, or the server stopping, which ends every open stream first, with a reconnect hint, so a
 * graceful shutdown does not wait on them and their clients come back (to another process) soon.
 */
export function eventStreams(app: FastifyInstance) {
  const open = new Set<(lastWords?: string) => void>();
  app.addHook('preClose', async () => {
    for (const end of open) end(reconnectHint());
  });
  return function openStream(reply: FastifyReply, start: (send: SendEvent) => () => void): void {
    reply.hijack();
    const out = reply.raw;
    // Headers the hooks set (a signed-in answer's no-store) are kept: hijacking leaves them unsent.
    out.writeHead(200, {
      ...(reply.getHeaders() as OutgoingHttpHeaders),
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': `${reply.getHeader('cache-control') ?? 'no-cache'}, no-transform`,
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    });
    const send: SendEvent = (text) => {
      if (out.destroyed || out.writableEnded) return;
      if (out.writableLength > sseBacklogMaxBytes) return void out.destroy();
      out.write(text);
    };
    const cleanup = start(send);
    let over = false;
    const stop = () => {
      if (over) return;
      over = true;
      open.delete(end);
      cleanup();
    };
    const end = (lastWords?: string) => {
      if (lastWords) send(lastWords);
      stop();
      out.end();
    };
    open.add(end);
    out.on('close', stop);
    // A client gone before the listener above was added never fires it.
    if (out.destroyed) stop();
  };
}
