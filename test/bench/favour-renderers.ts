import fs from 'node:fs';
import os from 'node:os';

/**
 * Gives Chromium's renderers the CPU first (nice −5, or 0 without the right to raise a priority) and everything
 * else this bench runs — itself, the `others` processes (the demo server), Chromium's browser, GPU and utility
 * processes — a lower priority (nice 10), until the returned function is called. On a 2-core machine
 * Lighthouse's own DevTools traffic keeps the browser process busy (352 ms of its CPU in the second after the
 * first paint, against the page's 166) and the renderer waits for a core: its tasks' wall time, which Lighthouse
 * multiplies by 4, grows with work that is not the page's. A phone has cores to spare for the browser process.
 * Renderers start with each navigation, so the priorities are set again every 50 ms.
 */
export function favourRenderers(others: number[]): () => void {
  const set = (pid: number, priority: number) => {
    try {
      os.setPriority(pid, priority);
    } catch {
      if (priority < 0) set(pid, 0);
    }
  };
  set(process.pid, 10);
  for (const pid of others) set(pid, 10);
  const apply = () => {
    for (const entry of fs.readdirSync('/proc')) {
      if (!/^\d+$/.test(entry)) continue;
      let command = '';
      try {
        command = fs.readFileSync(`/proc/${entry}/cmdline`, 'utf8');
      } catch {
        continue;
      }
      if (command.includes('chromium')) set(Number(entry), command.includes('--type=renderer') ? -5 : 10);
    }
  };
  apply();
  const timer = setInterval(apply, 50);
  return () => {
    clearInterval(timer);
    set(process.pid, 0);
  };
}
