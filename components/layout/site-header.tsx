import Image from 'next/image';
import Link from 'next/link';
import styles from './site-header.module.css';

/** The group's header: the logo, linking home. Menus arrive with the site frame. */
export function SiteHeader() {
  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <Link href="/" className={styles.logo}>
          <Image src="/images/logo-mark.svg" alt="" width={36} height={36} />
          Edu Connect Africa
        </Link>
      </div>
    </header>
  );
}
