import { JsonLd } from '@/components/seo/json-ld';
import { Accordion } from '@/components/ui/accordion';
import ui from '@/components/ui/section.module.css';
import type { ApiResult } from '@/lib/api/client';
import type { FaqItem } from '@/lib/api/schemas';
import { faqPage } from '@/lib/structured-data';

/** The FAQ accordion with the spec's error and empty messages, and its FAQPage structured data. */
export function FaqList({ result }: { result: ApiResult<FaqItem[]> }) {
  if (!result.ok)
    return (
      <p className={ui.state} role="status">
        Error Fetching Data!!!
      </p>
    );
  if (result.data.length === 0) return <p className={ui.state}>No Faq Data Available</p>;
  return (
    <>
      <JsonLd data={faqPage(result.data)} />
      <Accordion items={result.data.map((f, i) => ({ id: f._id ?? String(i), question: f.question, answer: f.answer }))} />
    </>
  );
}
