import type { Metadata } from 'next';
import { pageMetadata } from '@/lib/seo/metadata';
import { LegalPage } from '@/components/legal/legal-page';
import { TERMS } from '@/lib/content/legal';

export const metadata: Metadata = pageMetadata({
  title: 'Terms of Service',
  description: 'The terms of service of Edu Africa, governed by the laws of Ghana.',
  path: '/edu-africa/terms',
});

export default function TermsPage() {
  return <LegalPage title="Terms of Service" sections={TERMS} />;
}
