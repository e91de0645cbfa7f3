import { JsonLd } from '@/components/seo/json-ld';
import { Accordion } from '@/components/ui/accordion';
import type { FaqItem } from '@/lib/api/schemas';
import { faqPage } from '@/lib/seo/structured-data';
import { EmptyMessage, ErrorMessage } from '@/components/ui/state-message';
import { stateText } from '@/components/ui/states';
import { recordLang } from '@/components/ui/record-lang';
import { EMPTY_TEXT, ERROR_TEXT } from '@/lib/content/messages';

/** The FAQ accordion with its error and empty messages, and its FAQPage structured data. */
export async function FaqList({ items }: { items: FaqItem[] | null }) {
  if (items === null) return <ErrorMessage text={await stateText(ERROR_TEXT.faqs)} />;
  if (items.length === 0) return <EmptyMessage text={await stateText(EMPTY_TEXT.faqs)} />;
  return (
    <>
      <JsonLd data={faqPage(items)} />
      <Accordion
        lang={await recordLang()}
        items={items.map((f, i) => ({ id: f._id ?? String(i), question: f.question, answer: f.answer }))}
      />
    </>
  );
}
