import type { Metadata } from 'next';
import { LegalPage } from '@/components/legal/legal-page';
import { TERMS } from '@/lib/legal';

export const metadata: Metadata = {
  title: 'Terms of Service',
  description: 'The terms of service of Edu Africa, governed by the laws of Ghana.',
  alternates: { canonical: '/edu-africa/terms' },
};

export default function TermsPage() {
  return <LegalPage title="Terms of Service" sections={TERMS} />;
}
