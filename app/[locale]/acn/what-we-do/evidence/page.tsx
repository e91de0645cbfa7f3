import type { Metadata } from 'next';
import { PAGES } from '@/lib/content/pages';
import { localizedMetadata } from '@/lib/seo/metadata';
import { Link } from '@/components/ui/link';
import { StaticPage } from '@/components/acn/static-page';
import { acnWords, textSection } from '@/components/acn/words';

export async function generateMetadata(): Promise<Metadata> {
  const t = await acnWords();
  return localizedMetadata({
    title: t('evidence.title'),
    description: t('evidence.description'),
    path: PAGES.acnEvidence.path,
  });
}

export default async function EvidencePage() {
  const t = await acnWords();
  return (
    <StaticPage
      title={t('evidence.title')}
      text={t('evidence.text')}
      blocks={[
        textSection(t, 'evidence.baseline', { paragraphs: ['method'] }),
        textSection(t, 'evidence.comparing', { paragraphs: ['method'] }),
        textSection(t, 'evidence.listening', { points: ['councils', 'ratings', 'complaints'] }),
        textSection(t, 'evidence.publishing', { paragraphs: ['method'] }),
      ]}
    >
      <p>
        <Link href="/acn/what-we-do/reports">{t('evidence.readReports')}</Link>
      </p>
    </StaticPage>
  );
}
