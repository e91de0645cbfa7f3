import { JsonLd } from '@/components/seo/json-ld';
import { Accordion } from '@/components/ui/accordion';
import type { FaqItem } from '@/lib/api/schemas';
import { faqPage } from '@/lib/seo/structured-data';
import { ErrorState, EmptyState } from '@/components/ui/states';

/** The FAQ accordion with its error and empty messages, and its FAQPage structured data. */
export function FaqList({ items }: { items: FaqItem[] | null }) {
  if (items === null) return <ErrorState text="Error Fetching Data!!!" />;
  if (items.length === 0) return <EmptyState text="No Faq Data Available" />;
  return (
    <>
      <JsonLd data={faqPage(items)} />
      <Accordion items={items.map((f, i) => ({ id: f._id ?? String(i), question: f.question, answer: f.answer }))} />
    </>
  );
}
