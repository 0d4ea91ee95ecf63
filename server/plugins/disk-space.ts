import fp from 'fastify-plugin';
import type { Config } from '../config.js';
import { DiskSpace, diskPlacesOf } from '../disk-space.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Free space where the server writes, against DISK_RESERVE_BYTES: uploads ask it, health reports it. */
    disk: DiskSpace;
  }
}

/** How often free space is read when nobody asks, so the log says when a disk crosses the reserve. */
const watchEveryMs = 10_000;

export default fp(
  async (app, opts: { config: Config }) => {
    const disk = new DiskSpace(diskPlacesOf(opts.config), opts.config.diskReserveBytes);
    app.decorate('disk', disk);
    let timer: NodeJS.Timeout | undefined;
    let wasLow = new Set<string>();
    app.addHook('onReady', async () => {
      timer = setInterval(() => {
        void disk.read().then((readings) => {
          const low = new Set(readings.filter((r) => r.low).map((r) => r.name));
          for (const r of readings) {
            if (low.has(r.name) && !wasLow.has(r.name)) app.log.warn({ place: r.name, freeBytes: r.freeBytes, reserveBytes: disk.reserveBytes }, 'disk below its reserve: uploads refused until space is freed');
            if (!low.has(r.name) && wasLow.has(r.name)) app.log.info({ place: r.name, freeBytes: r.freeBytes }, 'disk above its reserve again: uploads accepted');
          }
          wasLow = low;
        });
      }, watchEveryMs);
      timer.unref();
    });
    app.addHook('onClose', async () => clearInterval(timer));
  },
  { name: 'disk-space' },
);
