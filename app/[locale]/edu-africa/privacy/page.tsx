import type { Metadata } from 'next';
import { pageMetadata } from '@/lib/seo/metadata';
import { LegalPage } from '@/components/legal/legal-page';
import { PRIVACY } from '@/lib/content/legal';

export const metadata: Metadata = pageMetadata({
  title: 'Privacy Policy',
  description: 'How Edu Africa collects, uses and protects personal data under Ghana’s Data Protection Act.',
  path: '/edu-africa/privacy',
});

export default function PrivacyPage() {
  return <LegalPage title="Privacy Policy" sections={PRIVACY} />;
}
