/** Runs once when the server starts: a bad environment stops it here, with a message naming the variable. */
export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { readEnv } = await import('./lib/platform/env');
    const env = readEnv();
    // The embedded server's outbox is sent by every running server (claims never overlap), never by a build.
    if (env.SMTP_URL && !env.ADMIN_API_URL && process.env.NEXT_PHASE !== 'phase-production-build') {
      const [{ startMailWorker }, { smtpTransport }, { getDb }] = await Promise.all([
        import('./lib/services/outbox-sender'),
        import('./lib/mail/transport'),
        import('./lib/db/db'),
      ]);
      startMailWorker(getDb, smtpTransport()!);
    }
  }
}
