/**
 * The first Intl formatter a page makes loads ICU's locale data: 30–60 ms of one thread on a desktop core, several
 * times that on a cheap phone, in the first render, which formats prices. The data is shared by the whole renderer
 * process, so the page's head (public/index.html) makes a number and a date formatter in a worker as soon as the
 * head arrives, and sets `upIcu` to a promise settled when the worker is done (or failed). On a phone network the
 * rest of the page takes longer than that to arrive, and the first render finds the data loaded; where the page
 * arrives at once, the worker only starts once the main thread has finished parsing, and the first render waits
 * for it rather than loading the data itself, so no single task holds the main thread for all of it. Past
 * `icuWaitMs` the render goes on without it (a worker that never answers must not hold the page).
 */
export const icuWaitMs = 1000;

export function afterIcuWarmup(then: () => void): void {
  const warming = (globalThis as { upIcu?: Promise<unknown> }).upIcu;
  if (!warming) return then();
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    then();
  };
  warming.then(once, once);
  setTimeout(once, icuWaitMs);
}
