import fp from 'fastify-plugin';
import type { Config } from '../config.js';
import { Verification } from '../domain/verification/verification.js';
import { openPhotoStore, stagingDirOf } from '../domain/verification/open-photo-store.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Real-name verification: identity photos, the submission and its state. */
    verification: Verification;
  }
}

export default fp(
  async (app, opts: { config: Config }) => {
    const { config } = opts;
    const store = await openPhotoStore(config);
    app.decorate(
      'verification',
      new Verification({
        conn: app.conn,
        store,
        config: config.verification,
        stagingDir: stagingDirOf(config),
        diskLow: () => app.disk.low(),
        clock: () => app.clock(),
        onOrphans: (keys) => app.log.error({ keys }, 'photo cleanup: these stored photos lost their rows but could not be deleted'),
      }),
    );
  },
  { name: 'verification', dependencies: ['database', 'disk-space'] },
);
