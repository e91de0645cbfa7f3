/**
 * Runs once when the server starts: a bad environment stops it here, with a message naming the variable.
 * It also says what /readyz checks and what /metrics reads from the store (server.ts answers both,
 * lib/platform/ops-server.ts), by what this process holds: the embedded server's database, its
 * migrations and, where mail is sent, its outbox; Next's cache in Redis when REDIS_URL is set.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { readEnv } = await import('./lib/platform/env');
    const env = readEnv();
    if (process.env.NEXT_PHASE === 'phase-production-build') return;
    // The site's server sends a record's page whose record is missing to the not-found page, before Next routes it.
    const [{ setMissingRecordCheck }, { missingRecord }] = await Promise.all([
      import('./lib/platform/missing-records'),
      import('./lib/proxy/published'),
    ]);
    setMissingRecordCheck(missingRecord);
    const observe = await import('./lib/platform/observe');
    if (!env.ADMIN_API_URL) {
      const health = await import('./lib/admin-server/health');
      observe.addReadinessCheck('database', health.databaseReady);
      observe.addReadinessCheck('migrations', health.migrationsReady);
      if (env.SMTP_URL) observe.addReadinessCheck('outbox', health.outboxReady);
      observe.measureMailWaiting(health.mailWaiting);
    }
    // Reported, never a reason to be unready: without Redis, pages are rendered without the shared cache.
    if (env.REDIS_URL) observe.addReadinessCheck('redis', observe.redisConnected, { required: false });
    observe.readinessChecksAdded();
    // The embedded server's outbox is sent by every running server (claims never overlap), never by a build.
    if (env.SMTP_URL && !env.ADMIN_API_URL) {
      const [{ startMailWorker }, { smtpTransport }, { getDb }] = await Promise.all([
        import('./lib/services/outbox-sender'),
        import('./lib/mail/transport'),
        import('./lib/db/db'),
      ]);
      startMailWorker(getDb, smtpTransport()!);
    }
  }
}
