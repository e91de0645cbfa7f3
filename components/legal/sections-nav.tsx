import { getTranslations } from 'next-intl/server';
import type { LegalSection } from '@/lib/content/legal';
import { LegalNav } from './legal-nav';

/** The legal page's side navigation, named in the page's language ("Sections"). */
export async function SectionsNav({ sections }: { sections: Pick<LegalSection, 'id' | 'heading'>[] }) {
  return <LegalNav sections={sections} label={(await getTranslations('ui'))('legal.sections')} />;
}
