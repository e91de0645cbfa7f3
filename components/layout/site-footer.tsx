import { loadFormText } from '@/components/forms/load-form-text';
import { ServerImage } from '@/components/ui/server-image';
import { getTranslations } from 'next-intl/server';
import { Link } from '@/components/ui/link';
import { LazyNewsletter } from '@/components/forms/lazy-newsletter';
import { API_NAME, ARMS, type ArmKey } from '@/lib/content/arms';
import { armMenus } from './arm-menus';
import styles from './site-footer.module.css';

/** The footer of every part of the site: the arm's link columns, its newsletter form where it has one, and the legal line. */
export async function SiteFooter({ arm, children }: { arm: ArmKey; children?: React.ReactNode }) {
  const config = ARMS[arm];
  const t = await getTranslations('common.footer');
  const { footer, legal, newsletterSent } = await armMenus(arm);
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.brand}>
          <Link href={config.home} className={styles.logo}>
            <ServerImage src={config.logo} alt="" width={40} height={40} />
            <span>{config.name}</span>
          </Link>
          {newsletterSent !== null && (
            <div className={styles.newsletter}>
              <h2 className={styles.heading}>{t('stayInTouch')}</h2>
              <p>{t('newsletterPitch')}</p>
              <LazyNewsletter
                website={API_NAME[arm]}
                successText={newsletterSent}
                text={await loadFormText('newsletter')}
              />
            </div>
          )}
        </div>
        <div className={styles.columns}>
          {footer.map((column) => (
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
        <p>{t('rights', { name: config.name, year: String(new Date().getFullYear()) })}</p>
        <ul>
          {legal.map((l) => (
            <li key={l.url}>
              <Link href={l.url}>{l.title}</Link>
            </li>
          ))}
        </ul>
      </div>
    </footer>
  );
}
