import http from 'node:http';
import type net from 'node:net';

/*
 * A stand-in for the organisation's admin server on a bad day: it relays to a real admin server
 * until told to fail, then stops listening (a dead server), answers after 30 s (a slow one), or
 * answers 200 with an HTML page (a broken gateway).
 */

export type RelayMode = 'healthy' | 'dead' | 'slow' | 'garbage';

export interface Relay {
  api: string;
  setMode: (mode: RelayMode) => Promise<void>;
  close: () => Promise<void>;
}

export async function startRelay(target: string): Promise<Relay> {
  const to = new URL(target);
  let mode: RelayMode = 'healthy';
  const sockets = new Set<net.Socket>();
  const timers = new Set<NodeJS.Timeout>();
  const server = http.createServer((req, res) => {
    if (mode === 'garbage') {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end('<!doctype html><title>502 Bad Gateway</title><h1>Bad Gateway</h1>');
      return;
    }
    const relay = () => {
      const upstream = http.request(
        { host: to.hostname, port: to.port, path: req.url, method: req.method, headers: req.headers, agent: false },
        (reply) => {
          res.writeHead(reply.statusCode ?? 502, reply.headers);
          reply.pipe(res);
        },
      );
      upstream.on('error', () => res.destroy());
      req.pipe(upstream);
    };
    if (mode === 'slow') timers.add(setTimeout(relay, 30_000));
    else relay();
  });
  server.on('connection', (s) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as net.AddressInfo;

  const shut = () =>
    new Promise<void>((resolve) => {
      for (const t of timers) clearTimeout(t);
      for (const s of sockets) s.destroy();
      server.close(() => resolve());
    });
  return {
    api: `http://127.0.0.1:${port}/api`,
    setMode: async (next) => {
      mode = next;
      if (next === 'dead') await shut(); // the port is closed: connections are refused
    },
    close: async () => {
      if (server.listening) await shut();
      for (const t of timers) clearTimeout(t);
    },
  };
}
