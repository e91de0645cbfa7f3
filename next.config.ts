import type { NextConfig } from 'next';

const nextConfig: NextConfig = {
  // better-sqlite3 and pg are native / server-only: load them from node_modules at run time.
  serverExternalPackages: ['better-sqlite3', 'pg', 'kysely'],
  poweredByHeader: false,
  images: {
    // Every image ships in public/; nothing is fetched from another host.
    formats: ['image/avif', 'image/webp'],
    dangerouslyAllowSVG: true,
    contentDispositionType: 'inline',
    contentSecurityPolicy: "default-src 'self'; script-src 'none'; sandbox;",
  },
};

export default nextConfig;
