import { JsonLd } from '@/components/seo/json-ld';
import { Accordion } from '@/components/ui/accordion';
import type { FaqItem } from '@/lib/api/schemas';
import { faqPage } from '@/lib/seo/structured-data';
import { ErrorState, EmptyState } from '@/components/ui/states';
import { EMPTY_TEXT, ERROR_TEXT } from '@/lib/content/messages';

/** The FAQ accordion with its error and empty messages, and its FAQPage structured data. */
export function FaqList({ items }: { items: FaqItem[] | null }) {
  if (items === null) return <ErrorState text={ERROR_TEXT.faqs} />;
  if (items.length === 0) return <EmptyState text={EMPTY_TEXT.faqs} />;
  return (
    <>
      <JsonLd data={faqPage(items)} />
      <Accordion items={items.map((f, i) => ({ id: f._id ?? String(i), question: f.question, answer: f.answer }))} />
    </>
  );
}
