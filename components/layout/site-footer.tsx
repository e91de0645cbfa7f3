import Image from 'next/image';
import { getLocale, getTranslations } from 'next-intl/server';
import { Link } from '@/components/ui/link';
import { LazyNewsletter } from '@/components/forms/lazy-newsletter';
import { API_NAME, ARMS, type ArmKey, LEGAL_LINKS } from '@/lib/content/arms';
import styles from './site-footer.module.css';

/** The footer of every part of the site: the arm's link columns, its newsletter form where it has one, and the legal line. */
export async function SiteFooter({ arm, children }: { arm: ArmKey; children?: React.ReactNode }) {
  const config = ARMS[arm];
  const t = await getTranslations('common.footer');
  // The arm's columns and the legal links are English on every page for now: marked so, where the page is not.
  const english = (await getLocale()) === 'en' ? undefined : 'en';
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
              <h2 className={styles.heading}>{t('stayInTouch')}</h2>
              <p>{t('newsletterPitch')}</p>
              <div lang={english}>
                <LazyNewsletter website={API_NAME[arm]} successText={config.newsletter.successText} />
              </div>
            </div>
          )}
        </div>
        <div className={styles.columns} lang={english}>
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
        <p>{t('rights', { name: config.name })}</p>
        <ul lang={english}>
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
