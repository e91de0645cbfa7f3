import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PAGES } from '@/lib/content/pages';
import { localizedMetadata } from '@/lib/seo/metadata';
import { ServerImage } from '@/components/ui/server-image';
import { Link } from '@/components/ui/link';
import { JsonLd } from '@/components/seo/json-ld';
import { TeamGrid } from '@/components/sections/team-grid';
import { groupNgo } from '@/lib/seo/structured-data';
import ui from '@/components/ui/section.module.css';
import { readTeam } from '@/lib/queries/people';
import { INITIATIVES, JOIN_ROLES, SDGS } from '@/lib/content/group';
import { PageMain } from '@/components/layout/page-main';
import styles from './page.module.css';
import { ArmHero, HeroActions } from '@/components/ui/arm-hero';

export const revalidate = 60;

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('group.home');
  return localizedMetadata({ title: { absolute: t('title') }, description: t('description'), path: PAGES.home.path });
}

export default async function GroupHome() {
  const [team, t, tj] = await Promise.all([
    readTeam('group'),
    getTranslations('group.home'),
    getTranslations('group.join'),
  ]);
  const initiatives = INITIATIVES.map((card) => ({
    ...card,
    description: t(`initiatives.${card.key}.description`),
    features: card.features.map((f) => t(`initiatives.${card.key}.features.${f}`)),
  }));
  return (
    <PageMain>
      <JsonLd
        data={groupNgo(
          t('description'),
          initiatives.map((i) => ({ name: i.title, url: i.link, description: i.description })),
        )}
      />
      <ArmHero theme="group" art={{ src: '/images/art/cover-01.svg', width: 1200, height: 750 }}>
        <h1>{t('hero.title')}</h1>
        <p>{t('hero.text')}</p>
        <HeroActions>
          <Link href="/join-us" className={ui.buttonLight}>
            {t('hero.join')}
          </Link>
          <Link href="#initiatives" className={ui.buttonLight}>
            {t('hero.initiatives')}
          </Link>
        </HeroActions>
      </ArmHero>

      <section id="initiatives" className={ui.section} aria-labelledby="initiatives-heading">
        <p className={ui.eyebrow}>{t('initiatives.eyebrow')}</p>
        <h2 id="initiatives-heading">{t('initiatives.heading')}</h2>
        <p className={ui.lead}>{t('initiatives.lead')}</p>
        <ul className={styles.cards}>
          {initiatives.map((card) => (
            <li key={card.abbreviation} className={styles.card}>
              {/* Below the fold on a phone: loaded lazily, as a picture, so the page's HTML stays small. */}
              <ServerImage src={card.image} alt="" width={1200} height={750} />
              <div className={styles.cardBody}>
                <div className={styles.cardHead}>
                  <ServerImage src={card.logo} alt="" width={40} height={40} />
                  <div>
                    <span className={styles.abbr}>{card.abbreviation}</span>
                    <h3>{card.title}</h3>
                  </div>
                </div>
                <p>{card.description}</p>
                <ul>
                  {card.features.map((f) => (
                    <li key={f}>{f}</li>
                  ))}
                </ul>
                <Link href={card.link} className={styles.cardLink}>
                  {t('initiatives.visit', { name: card.title })}
                </Link>
              </div>
            </li>
          ))}
        </ul>
      </section>

      <section id="who-we-are" className={ui.section} aria-labelledby="who-heading">
        <p className={ui.eyebrow}>{t('about.eyebrow')}</p>
        <h2 id="who-heading">{t('about.heading')}</h2>
        <div className={styles.columns}>
          <div>
            <p>{t('about.text')}</p>
          </div>
          <div>
            <h3>{t('about.whyHeading')}</h3>
            <p>{t('about.whyText')}</p>
          </div>
          <div>
            <h3>{t('about.empowerHeading')}</h3>
            <p>{t('about.empowerText')}</p>
            <ul className={styles.countries} aria-label={t('about.countriesLabel')}>
              {t.rich('about.countries', { c: (name) => <li>{name}</li> })}
            </ul>
          </div>
        </div>
        <h3>{t('sdgs.heading')}</h3>
        <ul className={styles.sdgs}>
          {SDGS.map((s) => (
            <li key={s.goal}>
              <span className={styles.goal} aria-hidden="true">
                {s.goal}
              </span>
              <span>
                <span className="visually-hidden">{t('sdgs.goal', { goal: s.goal })}</span>
                {t(`sdgs.${s.key}`)}
              </span>
            </li>
          ))}
        </ul>
      </section>

      <section className={`${styles.join}`} aria-labelledby="join-heading">
        <div className={ui.section}>
          <p className={ui.eyebrow}>{t('join.eyebrow')}</p>
          <h2 id="join-heading">{t('join.heading')}</h2>
          <ul className={ui.tiles} style={{ marginBottom: 'var(--space-8)' }}>
            {JOIN_ROLES.map((role) => (
              <li key={role}>
                <h3>{tj(`${role}.title`)}</h3>
                <p>{tj(`${role}.text`)}</p>
                <Link href={`/join-us?role=${role}`}>{tj(`${role}.cta`)}</Link>
              </li>
            ))}
          </ul>
          <div className={ui.banner}>
            <h2>{t('join.banner')}</h2>
            <Link href="/join-us" className={ui.buttonLight}>
              {t('join.button')}
            </Link>
          </div>
        </div>
      </section>

      <section className={ui.section} aria-labelledby="team-heading">
        <h2 id="team-heading">{t('team.heading')}</h2>
        <p className={ui.lead}>{t('team.lead')}</p>
        <TeamGrid items={team} />
      </section>

      <section className={ui.section} aria-labelledby="docs-heading">
        <h2 id="docs-heading">{t('docs.heading')}</h2>
        <p className={ui.lead}>{t('docs.lead')}</p>
        <div className={styles.docs}>
          <Link href="/code-of-conduct">{t('docs.codeOfConduct')}</Link>
          <Link href="/bye-laws">{t('docs.byeLaws')}</Link>
        </div>
      </section>
    </PageMain>
  );
}
