import { Worker } from 'node:worker_threads';
import type SQLite from 'better-sqlite3';

/**
 * Moves WAL checkpoints off the connection to a worker thread (wal-checkpointer.mjs). A checkpoint inside a
 * commit stalled every request behind it; settling 100,000 positions did twenty of them. The worker copies
 * pages but can't rewind the log, which only happens when a write begins with every page copied — rare
 * under steady load — so the connection still checkpoints at `rewindAtPages` (most pages are copied by
 * then, so it is quick) and the next write starts the log afresh. Should the worker stop on its own, the
 * connection checkpoints at SQLite's usual 1,000 pages again. Returns what stops the worker.
 */
export function checkpointInBackground(database: SQLite.Database, everyMs: number, onFailure: (error: Error) => void, rewindAtPages = 10_000): () => void {
  database.pragma(`wal_autocheckpoint = ${rewindAtPages}`);
  const worker = new Worker(new URL('./wal-checkpointer.mjs', import.meta.url), {
    workerData: { file: database.name, everyMs },
    // Plain JavaScript, so none of the parent's flags: under tsx (tests, tools) the worker loaded tsx's loader too,
    // half the CPU of a test server's start and close (0.27 s against 0.14 s).
    execArgv: [],
  });
  worker.unref();
  let running = true;
  const fallBack = (error: Error) => {
    // After close (a short-lived server, a test) the worker may fail to open a file that is gone: no matter.
    if (!running || !database.open) return;
    running = false;
    database.pragma('wal_autocheckpoint = 1000');
    onFailure(error);
  };
  worker.on('error', fallBack);
  worker.on('exit', (code) => fallBack(new Error(`WAL checkpointer exited with code ${code}`)));
  return () => {
    if (!running) return;
    running = false;
    worker.postMessage('stop');
  };
}
