import type { Metadata } from 'next';
import Link from 'next/link';

export const metadata: Metadata = { title: '403 - Not allowed', robots: { index: false } };

/** A signed-in staff member on a page their role does not open (an editor on the audit log, finance on the content). */
export default function Forbidden() {
  return (
    <main id="main" className="status-page">
      <div>
        <h1>403 - Not allowed</h1>
        <p>Your role does not open this page. Ask an administrator if you need what it shows.</p>
        <Link className="button" href="/admin" prefetch={false}>
          Back to the admin overview
        </Link>
      </div>
    </main>
  );
}
