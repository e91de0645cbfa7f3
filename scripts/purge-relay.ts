/*
 * A relay between the instances and nginx's purge server, for the stack's purge test and bench
 * (tests/stack/purge.test.ts, scripts/bench-purge.ts): the instances' NGINX_PURGE_URL points here, and
 * each purge is counted, then passed on to nginx (`pass`), held until `release()` (`hold`: a purge server
 * that has not answered yet), or refused by closing its connection (`down`: a purge server that is not there).
 */
import http from 'node:http';

export type RelayMode = 'pass' | 'hold' | 'down';

export interface PurgeRelay {
  url: string;
  mode: RelayMode;
  /** Each purge received, as `path` and the headers that select nginx's copy. */
  received: { path: string; encoding: string; saveData: string }[];
  /** Purges answered to the instances (nginx's answer passed back). */
  answered: number;
  /** Purges the instance stopped waiting for before they were answered (its own timeout), but those refused in `down`. */
  abandoned: number;
  /** Passes on every purge held, and those to come (mode `pass`). */
  release: () => void;
  reset: () => void;
  close: () => Promise<void>;
}

export async function startPurgeRelay(port: number, target: string): Promise<PurgeRelay> {
  const held: (() => void)[] = [];
  const pass = (req: http.IncomingMessage, res: http.ServerResponse) => {
    const forward = http.request(`${target}${req.url}`, { method: req.method, headers: req.headers }, (reply) => {
      res.writeHead(reply.statusCode!, reply.headers);
      reply.pipe(res);
      reply.on('end', () => relay.answered++);
    });
    forward.on('error', () => res.destroy());
    req.pipe(forward);
  };
  const server = http.createServer((req, res) => {
    relay.received.push({
      path: req.url!,
      encoding: String(req.headers['accept-encoding']),
      saveData: String(req.headers['save-data'] ?? ''),
    });
    if (relay.mode === 'down') return void res.socket?.destroy();
    res.on('close', () => {
      if (!res.writableFinished) relay.abandoned++;
    });
    if (relay.mode === 'hold') return void held.push(() => pass(req, res));
    pass(req, res);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const relay: PurgeRelay = {
    url: `http://127.0.0.1:${port}`,
    mode: 'pass',
    received: [],
    answered: 0,
    abandoned: 0,
    release: () => {
      relay.mode = 'pass';
      for (const send of held.splice(0)) send();
    },
    reset: () => {
      relay.received = [];
      relay.answered = 0;
      relay.abandoned = 0;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  return relay;
}
