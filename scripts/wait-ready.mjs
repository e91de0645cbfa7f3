#!/usr/bin/env node
/*
 * Waits until a server of the site says it is ready (GET /readyz answers 200), or gives up: for a
 * service manager's start step (systemd's ExecStartPost) or a deploy that must not move on to the next
 * instance before this one serves. Nothing but Node is needed.
 *
 * Usage: node scripts/wait-ready.mjs [address] [seconds]
 *   address: the server's /readyz (default http://127.0.0.1:$PORT/readyz, PORT 3000);
 *   seconds: how long to wait (default 60). Exits 0 once ready, 1 when the time is up.
 */
const [address = `http://127.0.0.1:${process.env.PORT || 3000}/readyz`, seconds = '60'] = process.argv.slice(2);
const deadline = Date.now() + Number(seconds) * 1000;
let last = 'no answer';
while (Date.now() < deadline) {
  try {
    const reply = await fetch(address, { signal: AbortSignal.timeout(2000) });
    const body = await reply.text();
    if (reply.status === 200) process.exit(0);
    last = `${reply.status} ${body}`;
  } catch (error) {
    last = error instanceof Error ? error.message : String(error);
  }
  await new Promise((r) => setTimeout(r, 500));
}
console.error(`${address} was not ready within ${seconds} s: ${last}`);
process.exit(1);
