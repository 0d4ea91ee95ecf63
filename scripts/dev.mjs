// npm run dev: the server with the demo's data and the widget, each rebuilt when a file it is built from is saved,
// and the page in the browser reloaded (docs/decisions.md, "A dev loop"). The widget builds from source through
// esbuild contexts (build-dev.mjs) into build/dev/widget/, which the server serves as its dist/. The server builds
// as `npm start`'s does (build-server.mjs) but without the packages, incrementally, into build/dev/server/, and
// restarts when its bundle or the page changed (it reads the page once, at start), in a process that loaded the
// packages ahead (scripts/dev-host.mjs). In front, on PORT, a proxy (scripts/dev-proxy.mjs) holds requests while
// the server restarts and tells the page to reload. Each rebuild prints what it took, and each reloaded page how
// long after the save it came up.
import { fork } from 'node:child_process';
import { context, formatMessages } from 'esbuild';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createDevBuild } from '../build-dev.mjs';
import { serverBuildOptions } from '../build-server.mjs';
import { createDevProxy } from './dev-proxy.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// DEV_BUILD_DIR: elsewhere than build/dev/ (a test's own); inside the repository, where the packages resolve.
const buildDir = path.resolve(root, process.env.DEV_BUILD_DIR || 'build/dev');
const widgetDir = path.join(buildDir, 'widget');
const serverDir = path.join(buildDir, 'server');
const port = Number(process.env.PORT || 8080);
const host = process.env.HOST || '0.0.0.0';
const widgetSources = ['src', 'locales', 'public', 'embed', 'sw'];
const serverSources = ['server'];
// Editors save through a temporary file and a rename: one batch of events, a few milliseconds apart.
const settleMs = 20;
const colour = process.stdout.isTTY;
const since = (start) => Math.round(performance.now() - start);
const log = (line) => console.log(`${colour ? '\x1b[36m[dev]\x1b[0m' : '[dev]'} ${line}`);

/** A promise settled from outside, whose rejection nobody has to await. */
function deferred() {
  const d = { settled: false };
  d.promise = new Promise((resolve, reject) => {
    d.resolve = (value) => ((d.settled = true), resolve(value));
    d.reject = (error) => ((d.settled = true), reject(error));
  });
  d.promise.catch(() => {});
  return d;
}

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer().once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port: free } = probe.address();
      probe.close(() => resolve(free));
    });
  });
}

// ---- The server process ----

/** The port of the server answering now; pending while it (re)starts, rejected while it is down for an error. */
let serverUp = deferred();
/** The server process, and the next one, started ahead with the packages loaded (scripts/dev-host.mjs). */
let child;
let standby;
let standbyTimer;
let firstStart = true;
let closing = false;

/** The next server process: it loads the packages now and runs the bundle when startServer() says. */
function spawnStandby() {
  clearTimeout(standbyTimer);
  standby = freePort().then((internal) => {
    const proc = fork(path.join(root, 'scripts/dev-host.mjs'), [packagesFile], {
      cwd: root,
      // As `npm start`: the demo, SQLite under ./data, simulated prices; warnings only, so the loop's lines show.
      env: { DEMO_MODE: '1', FEED: 'sim', LOG_LEVEL: 'warn', ...process.env, PORT: String(internal), HOST: '127.0.0.1', DIST_DIR: widgetDir },
      execArgv: ['--enable-source-maps'],
      stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
      // Out of the terminal's process group: Ctrl-C reaches this script, which stops the server itself.
      detached: true,
    });
    proc.internal = internal;
    proc.warm = new Promise((resolve) => proc.once('message', resolve));
    return proc;
  });
  return standby;
}

/** Runs the bundle in the process started ahead (or a new one) and resolves once it answers. */
async function startServer() {
  if (serverUp.settled) serverUp = deferred();
  const started = await (standby ?? spawnStandby());
  standby = undefined;
  if (closing) return void started.kill('SIGTERM');
  child = started;
  const internal = started.internal;
  // The start-up lines name the proxy's address, the one to open; printed on the first start only.
  started.stdout.setEncoding('utf8').on('data', (text) => {
    if (text.includes('Uptick is running') && !firstStart) return;
    process.stdout.write(text.replaceAll(`http://localhost:${internal}/`, `http://localhost:${port}/`));
  });
  started.once('exit', (code, signal) => {
    if (started.stopping) return;
    const exited = `the server exited (${signal ?? `code ${code}`}): its error is in the terminal; save a file to start it again`;
    log(exited);
    serverUp.reject(new Error(exited));
    proxy.failed(exited);
    failedLast = true;
  });
  await started.warm;
  started.send({ main: path.join(serverDir, 'main.mjs') });
  for (;;) {
    if (started.exitCode !== null || started.signalCode !== null) throw new Error('the server exited while starting');
    const answered = await fetch(`http://127.0.0.1:${internal}/api/health`).then(() => true, () => false);
    if (answered) break;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  firstStart = false;
  serverUp.resolve(internal);
  // The next one, once this start and the page's reload have had the processor.
  standbyTimer = setTimeout(() => closing || spawnStandby(), 1_000);
}

/** Stops a server process (SIGTERM, as a deploy does: it finishes what is in flight). */
async function stop(proc) {
  if (!proc || proc.exitCode !== null || proc.signalCode !== null) return;
  proc.stopping = true;
  const exited = new Promise((resolve) => proc.once('exit', resolve));
  proc.kill('SIGTERM');
  const kill = setTimeout(() => proc.kill('SIGKILL'), 5_000);
  await exited;
  clearTimeout(kill);
}

/** Stops the server; requests wait for the next. */
async function stopServer() {
  if (serverUp.settled) serverUp = deferred();
  await stop(child);
}

const running = () => child && child.exitCode === null && child.signalCode === null && !child.stopping;

// ---- The builds ----

const widget = await createDevBuild({ outDir: widgetDir });
// The packages stay out of the dev bundle: a rebuild is a third of the time, and the process started ahead has
// them loaded already (scripts/dev-host.mjs).
const serverBuild = await context({ ...serverBuildOptions(serverDir), packages: 'external', write: false, metafile: true, logLevel: 'silent' });
const packagesFile = path.join(serverDir, 'packages.json');
let serverInputs = new Set();
const serverWritten = new Map();

/** Rebuilds the server's bundle and writes what differs; says whether the server must restart to run it. */
async function rebuildServer() {
  const result = await serverBuild.rebuild();
  serverInputs = new Set(Object.keys(result.metafile.inputs));
  // What the bundle imports as it starts, for the next process to load ahead.
  const main = Object.entries(result.metafile.outputs).find(([file]) => file.endsWith('/main.mjs'))[1];
  const packages = [...new Set(main.imports.filter((i) => i.external && i.kind === 'import-statement').map((i) => i.path))];
  fs.mkdirSync(serverDir, { recursive: true });
  fs.writeFileSync(packagesFile, JSON.stringify(packages));
  let changed = false;
  for (const file of result.outputFiles) {
    if (serverWritten.get(file.path)?.equals(file.contents)) continue;
    fs.mkdirSync(path.dirname(file.path), { recursive: true });
    fs.writeFileSync(file.path, file.contents);
    serverWritten.set(file.path, Buffer.from(file.contents));
    if (!file.path.endsWith('.map')) changed = true;
  }
  // The files the server reads beside its modules, copied by the build (build-server.mjs).
  const besides = path.join(serverDir, 'files');
  for (const name of fs.existsSync(besides) ? fs.readdirSync(besides) : []) {
    const bytes = fs.readFileSync(path.join(besides, name));
    if (!serverWritten.get(`files/${name}`)?.equals(bytes)) changed = true;
    serverWritten.set(`files/${name}`, bytes);
  }
  return changed;
}

/** esbuild's errors, as it prints them. */
async function describe(error) {
  if (!error.errors?.length) return { plain: error.stack ?? String(error), printed: error.stack ?? String(error) };
  const [plain, printed] = await Promise.all([false, colour].map((color) => formatMessages(error.errors, { kind: 'error', color })));
  return { plain: plain.join(''), printed: printed.join('') };
}

// ---- The loop ----

/** When each reload's save happened, by the id the page hands back once reloaded. */
const savedAtById = new Map();
let reloads = 0;
const proxy = createDevProxy({
  upstream: () => serverUp.promise,
  loaded: (id) => {
    const savedAt = savedAtById.get(id);
    if (savedAt === undefined) return;
    savedAtById.delete(id);
    log(`page reloaded ${since(savedAt)} ms after the save`);
  },
});
let failedLast = false;

/** Rebuilds what `files` (paths relative to the repository) are part of, restarts the server if it must, reloads. */
async function apply(files, savedAt) {
  const inWidget = files.some((f) => widgetSources.some((dir) => f.startsWith(`${dir}/`)));
  const inServer = files.some((f) => serverSources.some((dir) => f.startsWith(`${dir}/`)) || serverInputs.has(f));
  if (!inWidget && !inServer) return;
  const timed = async (work) => {
    const start = performance.now();
    return { result: await work(), ms: since(start) };
  };
  const [w, s] = await Promise.allSettled([inWidget ? timed(widget.rebuild) : undefined, inServer ? timed(rebuildServer) : undefined]);
  const failures = [w, s].filter((r) => r.status === 'rejected');
  if (failures.length) {
    const described = await Promise.all(failures.map((f) => describe(f.reason)));
    for (const d of described) console.error(d.printed);
    log(`the build failed (${files.join(', ')}); the page shows why until a save builds`);
    proxy.failed(described.map((d) => d.plain).join('\n'));
    failedLast = true;
    return;
  }
  const built = w.value;
  const bundled = s.value;
  const restart = bundled?.result === true || built?.result.page === true || !running();
  const parts = [built && `widget in ${built.ms} ms`, bundled && `server in ${bundled.ms} ms`].filter(Boolean);
  let line = `rebuilt ${parts.join(' and ')}`;
  if (restart) {
    await stopServer();
    const start = performance.now();
    try {
      await startServer();
    } catch (error) {
      log(`${line}; ${error.message}`);
      return;
    }
    line += `, restarted the server in ${since(start)} ms`;
  }
  if (!restart && !built?.result.written.length && !failedLast) {
    log(`${line}: the same build, nothing to reload`);
    return;
  }
  failedLast = false;
  const id = String(++reloads);
  savedAtById.set(id, savedAt);
  log(`${line}, reloading${proxy.listeners ? '' : ' (no page open)'}`);
  proxy.reload(id);
}

let pending = new Map();
let timer;
let busy = false;

async function flush() {
  if (busy || !pending.size) return;
  busy = true;
  const batch = pending;
  pending = new Map();
  try {
    await apply([...batch.keys()], Math.min(...batch.values()));
  } catch (error) {
    console.error(error);
  } finally {
    busy = false;
    if (pending.size) timer = setTimeout(flush, settleMs);
  }
}

/** Editors' swap and backup files, and dotfiles, change nothing built. */
const ignored = (file) => /(^|\/)\.|~$|\.sw[px]$|(^|\/)4913$/.test(file);

function watch(dir) {
  return fs.watch(path.join(root, dir), { recursive: true }, (_event, name) => {
    if (!name) return;
    const file = `${dir}/${String(name).split(path.sep).join('/')}`;
    if (ignored(file)) return;
    if (!pending.has(file)) pending.set(file, performance.now());
    clearTimeout(timer);
    timer = setTimeout(flush, settleMs);
  });
}

// ---- Start ----

proxy.server.once('error', (error) => {
  console.error(`npm run dev: cannot listen on port ${port} (${error.code}); is \`npm start\` running? Another port: PORT=8081 npm run dev`);
  process.exit(1);
});
await new Promise((resolve) => proxy.server.listen(port, host, resolve));
const first = performance.now();
const [w, s] = await Promise.allSettled([widget.rebuild(), rebuildServer()]);
const failed = [w, s].filter((r) => r.status === 'rejected');
if (failed.length) {
  for (const f of failed) console.error((await describe(f.reason)).printed);
  log('the build failed: fix the error and save');
  serverUp.reject(new Error('the build failed: see the terminal'));
  proxy.failed((await Promise.all(failed.map((f) => describe(f.reason)))).map((d) => d.plain).join('\n'));
  failedLast = true;
} else {
  const built = since(first);
  const start = performance.now();
  await startServer().catch((error) => log(error.message));
  log(`built the widget and the server in ${built} ms, started the server in ${since(start)} ms`);
}
const watchers = [...widgetSources, ...serverSources].filter((dir) => fs.existsSync(path.join(root, dir))).map(watch);
log(`watching ${[...widgetSources, ...serverSources].map((d) => `${d}/`).join(' ')}: a save rebuilds and reloads the page`);

async function shutdown() {
  if (closing) return;
  closing = true;
  for (const watcher of watchers) watcher.close();
  clearTimeout(timer);
  clearTimeout(standbyTimer);
  await Promise.all([stopServer(), standby?.then(stop)]);
  await Promise.all([widget.dispose(), serverBuild.dispose(), proxy.close()]);
  process.exit(0);
}
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
