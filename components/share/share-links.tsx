import { getTranslations } from 'next-intl/server';
import { absolute } from '@/lib/seo/structured-data';
import { CopyAndShare } from './copy-and-share';
import styles from './share.module.css';

/** The networks, WhatsApp first (how most of our visitors pass links on), as plain links: no script of theirs loads here. */
function networks(url: string, title: string, email: string): [name: string, href: string][] {
  const u = encodeURIComponent(url);
  const t = encodeURIComponent(title);
  return [
    ['WhatsApp', `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}`],
    ['Facebook', `https://www.facebook.com/sharer/sharer.php?u=${u}`],
    ['X', `https://x.com/intent/post?text=${t}&url=${u}`],
    ['LinkedIn', `https://www.linkedin.com/sharing/share-offsite/?url=${u}`],
    [email, `mailto:?subject=${t}&body=${encodeURIComponent(`${title}\n\n${url}`)}`],
  ];
}

/** Share controls for a page: the networks' links, then copy link and the phone's own share sheet. */
export async function ShareLinks({ path, title }: { path: string; title: string }) {
  const t = await getTranslations('ui');
  const url = absolute(path);
  return (
    <nav className={styles.share} aria-label={t('share.label')}>
      <h2 className={styles.heading}>{t('share.heading')}</h2>
      <ul className={styles.list}>
        {networks(url, title, t('share.email')).map(([name, href]) => (
          <li key={href}>
            <a
              href={href}
              className={styles.link}
              {...(href.startsWith('mailto:') ? {} : { target: '_blank', rel: 'noopener noreferrer' })}
            >
              {name}
              {!href.startsWith('mailto:') && <span className="visually-hidden">{` ${t('opensInNewTab')}`}</span>}
            </a>
          </li>
        ))}
      </ul>
      <CopyAndShare
        url={url}
        title={title}
        words={{
          copy: t('share.copy'),
          copied: t('share.copied'),
          copyFailed: t('share.copyFailed'),
          more: t('share.more'),
        }}
      />
    </nav>
  );
}
