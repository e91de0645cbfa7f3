import { JsonLd } from '@/components/seo/json-ld';
import { Accordion } from '@/components/ui/accordion';
import type { FaqItem } from '@/lib/api/schemas';
import { faqPage } from '@/lib/seo/structured-data';
import { EmptyMessage, ErrorMessage } from '@/components/ui/state-message';
import { stateText } from '@/components/ui/states';
import { inLanguage } from '@/lib/format/in-language';
import { pageLocale } from '@/lib/seo/metadata';
import { EMPTY_TEXT, ERROR_TEXT } from '@/lib/content/messages';

/**
 * The FAQ accordion with its error and empty messages, and its FAQPage structured data: each question in the
 * page's language where it is translated, its English fields marked.
 */
export async function FaqList({ items }: { items: FaqItem[] | null }) {
  if (items === null) return <ErrorMessage text={await stateText(ERROR_TEXT.faqs)} />;
  if (items.length === 0) return <EmptyMessage text={await stateText(EMPTY_TEXT.faqs)} />;
  const locale = await pageLocale();
  const shown = items.map((f) => inLanguage('faq', f, locale));
  return (
    <>
      <JsonLd
        data={faqPage(
          shown.map((s) => ({ faq: s.record, language: s.language })),
          locale,
        )}
      />
      <Accordion
        items={shown.map(({ record: f, lang }, i) => ({
          id: f._id ?? String(i),
          question: f.question,
          answer: f.answer,
          lang,
        }))}
      />
    </>
  );
}
