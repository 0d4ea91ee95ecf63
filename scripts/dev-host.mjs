// A server process of `npm run dev` started ahead of need (scripts/dev.mjs): it loads the packages the server
// imports (argv[2], a JSON list; the dev bundle leaves them out) while nothing is waiting, then, told the bundle's
// path over IPC, runs it. A restart then pays only for our own code: half the time of a cold start.
import fs from 'node:fs';
import { pathToFileURL } from 'node:url';

for (const name of JSON.parse(fs.readFileSync(process.argv[2], 'utf8'))) {
  // One that fails to load here fails again, with the server's own error, when the server imports it.
  await import(name).catch(() => {});
}
// Fastify loads its validators' compiler (ajv) as an instance is made: once here rather than in the restart.
await import('fastify').then((fastify) => fastify.default(), () => {});
// Ends with `npm run dev`, however that ends (as a stop: the server finishes what is in flight).
process.on('disconnect', () => process.kill(process.pid, 'SIGTERM'));
process.send({ warm: true });
process.once('message', ({ main }) => {
  import(pathToFileURL(main).href).catch((error) => {
    console.error(error);
    process.exit(1);
  });
});
