import type { Metadata } from 'next';
import Image from 'next/image';
import Link from 'next/link';

export const metadata: Metadata = { title: '404 - Page Not Found', robots: { index: false } };

export default function NotFound() {
  return (
    <main id="main" className="status-page">
      <div>
        <Image src="/images/404.svg" alt="" width={480} height={260} preload />
        <h1>404 - Page Not Found</h1>
        <p>
          The page you are looking for may have moved, been renamed or never existed. Check the address, or start again
          from the home page.
        </p>
        <Link className="button" href="/">
          Go Back Home
        </Link>
      </div>
    </main>
  );
}
