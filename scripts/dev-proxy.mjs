// The address `npm run dev` prints (scripts/dev.mjs): a small proxy in front of the server that serves the reload
// client, holds requests while the server restarts, and keeps the browser from caching anything but what the
// API itself says. Only here: nothing of it is in the widget's build or the server's.
import http from 'node:http';

/** The reload client, a file of the page's own origin (the CSP's script-src 'self' lets it run; inline would not). */
export const reloadClient = `// npm run dev (scripts/dev-proxy.mjs): reloads the page when a rebuild lands; shows a build that failed.
(() => {
  const key = 'uptick-dev-reload';
  const id = sessionStorage.getItem(key);
  if (id) {
    sessionStorage.removeItem(key);
    addEventListener('load', () => requestAnimationFrame(() => setTimeout(() => navigator.sendBeacon('/__dev/loaded', id))));
  }
  let box;
  const events = new EventSource('/__dev/events');
  events.addEventListener('reload', (event) => {
    sessionStorage.setItem(key, event.data);
    location.reload();
  });
  events.addEventListener('failed', (event) => {
    box ??= document.body.appendChild(document.createElement('pre'));
    box.style.cssText = 'position:fixed;inset:auto 0 0 0;z-index:2147483647;margin:0;padding:12px;max-height:60vh;overflow:auto;background:#1b1d23;color:#ff8a80;font:12px/1.4 ui-monospace,monospace;white-space:pre-wrap';
    box.textContent = event.data;
    box.onclick = () => box.remove();
  });
})();
`;

export const reloadTag = '<script src="/__dev/reload.js"></script>';

/** The page with the reload client: before `</body>`, or at the end. */
export function withReloadClient(html) {
  const at = html.lastIndexOf('</body>');
  return at < 0 ? html + reloadTag : html.slice(0, at) + reloadTag + html.slice(at);
}

/**
 * A proxy to the server that `upstream()` names (a promise of its port, which waits while it restarts). `loaded(id)`
 * hears from each page reloaded by `reload(id)`. Returns the http.Server (not listening yet) and what to push.
 */
export function createDevProxy({ upstream, loaded = () => {} }) {
  const streams = new Set();
  const send = (event, data) => {
    const lines = String(data).split('\n').map((line) => `data: ${line}`).join('\n');
    for (const stream of streams) stream.write(`event: ${event}\n${lines}\n\n`);
  };

  function forward(request, response, body, attemptsLeft) {
    upstream().then((port) => {
      const headers = { ...request.headers };
      const page = request.method === 'GET' && /text\/html/.test(headers.accept ?? '');
      // The page comes uncompressed, to put the client in.
      if (page) delete headers['accept-encoding'];
      const outgoing = http.request({ host: '127.0.0.1', port, method: request.method, path: request.url, headers }, (answer) => {
        const out = { ...answer.headers };
        // A reload must fetch uptick.js again, whatever the server's static files say; the API says for itself.
        if (!request.url.startsWith('/api/')) out['cache-control'] = 'no-store';
        if (page && /text\/html/.test(out['content-type'] ?? '') && !out['content-encoding']) {
          const chunks = [];
          answer.on('data', (chunk) => chunks.push(chunk));
          answer.on('end', () => {
            const html = withReloadClient(Buffer.concat(chunks).toString('utf8'));
            delete out['transfer-encoding'];
            out['content-length'] = Buffer.byteLength(html);
            response.writeHead(answer.statusCode, out).end(html);
          });
          return;
        }
        response.writeHead(answer.statusCode, out);
        answer.pipe(response);
        // A closed tab ends the server's side of a stream too.
        response.on('close', () => answer.destroy());
      });
      outgoing.on('error', (error) => {
        // Refused between a restart's stop and its start: wait for the next server and ask again.
        if (attemptsLeft > 0 && !response.headersSent) forward(request, response, body, attemptsLeft - 1);
        else if (!response.headersSent) response.writeHead(502, { 'content-type': 'text/plain; charset=utf-8' }).end(`npm run dev: the server did not answer (${error.code ?? error.message})`);
        else response.destroy();
      });
      outgoing.end(body);
    }, (error) => response.writeHead(503, { 'content-type': 'text/plain; charset=utf-8' }).end(`npm run dev: ${error.message}`));
  }

  const server = http.createServer((request, response) => {
    const url = new URL(request.url, 'http://dev');
    if (url.pathname === '/__dev/reload.js') {
      response.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'no-store' }).end(reloadClient);
    } else if (url.pathname === '/__dev/events') {
      response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-store' });
      response.write('retry: 500\n\n');
      streams.add(response);
      response.on('close', () => streams.delete(response));
    } else if (url.pathname === '/__dev/loaded' && request.method === 'POST') {
      let id = '';
      request.on('data', (chunk) => (id += chunk));
      request.on('end', () => {
        loaded(id);
        response.writeHead(204).end();
      });
    } else {
      // The body is read first, so a request refused by a restarting server can be sent again.
      const chunks = [];
      request.on('data', (chunk) => chunks.push(chunk));
      request.on('end', () => forward(request, response, Buffer.concat(chunks), 3));
    }
  });
  return {
    server,
    /** Every open page reloads; `id` comes back through `loaded` once each has. */
    reload: (id = '') => send('reload', id),
    /** Every open page shows `message` (a build that failed) until the next reload. */
    failed: (message) => send('failed', message),
    /** Pages listening now. */
    get listeners() {
      return streams.size;
    },
    close: () => {
      for (const stream of streams) stream.end();
      const closed = new Promise((resolve) => server.close(() => resolve()));
      server.closeAllConnections();
      return closed;
    },
  };
}
