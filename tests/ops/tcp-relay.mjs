/*
 * A TCP relay to a PostgreSQL (host and port as arguments), in a process of its own: the tests start the
 * app with spawnSync (the seed), which would stop a relay living in the test's own event loop. It prints
 * its port, then obeys its input line by line: `cut` closes the port and every connection through it (the
 * far end is gone, as a stopped server is), `restore` listens on the same port again; each answered `ok`.
 */
import net from 'node:net';
import readline from 'node:readline';

const [host, port] = process.argv.slice(2);
const sockets = new Set();
const server = net.createServer((client) => {
  const upstream = net.connect(Number(port), host);
  for (const s of [client, upstream]) {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
    s.on('error', () => s.destroy());
  }
  client.pipe(upstream).pipe(client);
  client.on('close', () => upstream.destroy());
  upstream.on('close', () => client.destroy());
});
const listen = (p) => new Promise((resolve) => server.listen(p, '127.0.0.1', resolve));
await listen(0);
const own = server.address().port;
process.stdout.write(`${own}\n`);
for await (const line of readline.createInterface({ input: process.stdin })) {
  if (line === 'cut') {
    for (const s of sockets) s.destroy();
    await new Promise((resolve) => server.close(resolve));
  } else if (line === 'restore') await listen(own);
  process.stdout.write('ok\n');
}
process.exit(0);
