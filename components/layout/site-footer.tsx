import Image from 'next/image';
import Link from 'next/link';
import { LazyNewsletter } from '@/components/forms/lazy-newsletter';
import { API_NAME, ARMS, type ArmKey, LEGAL_LINKS } from '@/lib/content/arms';
import styles from './site-footer.module.css';

/** The footer of every part of the site: the arm's link columns, its newsletter form where it has one, and the legal line. */
export function SiteFooter({ arm, children }: { arm: ArmKey; children?: React.ReactNode }) {
  const config = ARMS[arm];
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.brand}>
          <Link href={config.home} className={styles.logo}>
            <Image src={config.logo} alt="" width={40} height={40} />
            <span>{config.name}</span>
          </Link>
          {config.newsletter && (
            <div className={styles.newsletter}>
              <h2 className={styles.heading}>Stay in touch</h2>
              <p>News from our programmes, events and shop, once a month.</p>
              <LazyNewsletter website={API_NAME[arm]} successText={config.newsletter.successText} />
            </div>
          )}
        </div>
        <div className={styles.columns}>
          {config.footer.map((column) => (
            <nav key={column.heading} aria-label={column.heading}>
              <h2 className={styles.heading}>{column.heading}</h2>
              <ul>
                {column.links.map((l) => (
                  <li key={l.url}>
                    <Link href={l.url}>{l.title}</Link>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </div>
        {children}
      </div>
      <div className={styles.legal}>
        <p>© 2024 {config.name}. All rights reserved.</p>
        <ul>
          {LEGAL_LINKS.map((l) => (
            <li key={l.url}>
              <Link href={l.url}>{l.title}</Link>
            </li>
          ))}
        </ul>
      </div>
    </footer>
  );
}
