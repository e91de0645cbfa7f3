import type { Metadata } from 'next';
import { pageMetadata } from '@/lib/seo/metadata';
import { Link } from '@/components/ui/link';
import { FaqList } from '@/components/sections/faq-list';
import { PageHero } from '@/components/ui/page-hero';
import ui from '@/components/ui/section.module.css';
import { readFaqs } from '@/lib/queries/people';

export const revalidate = 60;

export const metadata: Metadata = pageMetadata({
  title: 'Frequently asked questions',
  description: 'Answers about Edu Connect Africa: where we work, volunteering, membership, champions and donations.',
  path: '/faq',
});

export default async function FaqPage() {
  const faqs = await readFaqs('group');
  return (
    <main id="main">
      <PageHero eyebrow="FAQ" title="We're here to help">
        <p>Answers to the questions we hear most often.</p>
      </PageHero>
      <section className={ui.section} aria-labelledby="questions-heading">
        {/* The questions are h3: this keeps the outline whole under the page's h1. */}
        <h2 id="questions-heading" className="visually-hidden">
          Questions and answers
        </h2>
        <div className={ui.prose}>
          <FaqList items={faqs} />
          <h2>Still have a question?</h2>
          <p>Our team reads every message.</p>
          <Link href="/contact" className={ui.button}>
            Get in Touch
          </Link>
        </div>
      </section>
    </main>
  );
}
