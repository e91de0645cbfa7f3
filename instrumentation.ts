/** Runs once when the server starts: a bad environment stops it here, with a message naming the variable. */
export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { readEnv } = await import('./lib/platform/env');
    readEnv();
    const { stampPeerAddress } = await import('./lib/gateway/peer');
    stampPeerAddress();
  }
}
