// The WAL checkpointer, on a worker thread with a SQLite connection of its own: it copies committed pages
// from the write-ahead log into the database file, so the writer on the main thread never does (with
// wal_autocheckpoint it did, inside whichever commit crossed 1,000 pages). PASSIVE never blocks the writer
// or readers. Plain JavaScript, because worker threads don't get tsx's loader.
import { parentPort, workerData } from 'node:worker_threads';
import SQLite from 'better-sqlite3';

const database = new SQLite(workerData.file, { fileMustExist: true });
database.pragma('busy_timeout = 5000');
const timer = setInterval(() => database.pragma('wal_checkpoint(PASSIVE)'), workerData.everyMs);
parentPort.on('message', (message) => {
  if (message !== 'stop') return;
  clearInterval(timer);
  database.close();
  parentPort.close();
});
