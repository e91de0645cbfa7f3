import type { TextLang } from '@/lib/format/in-language';
import styles from './accordion.module.css';

export interface AccordionItem {
  id: string;
  question: string;
  answer: string;
  /** The language of the question and of the answer, where it is not the page's (a record's English text). */
  lang?: { question?: TextLang; answer?: TextLang };
}

/**
 * One item open at a time; pressing the open item's question closes it. Native <details> sharing one name
 * do both in the browser itself, so the questions answer before the page's scripts have loaded (a tap on a
 * slow phone is never lost) and without them, and the accordion ships no script at all. A page has one
 * accordion, so the name is fixed.
 */
export function Accordion({ items }: { items: AccordionItem[] }) {
  return (
    <div className={styles.accordion}>
      {items.map((item) => (
        <details key={item.id} name="faq" className={styles.item}>
          <summary className={styles.summary}>
            <h3 className={styles.heading} lang={item.lang?.question}>
              {item.question}
            </h3>
            <span aria-hidden="true" className={styles.sign} />
          </summary>
          <div className={styles.panel}>
            <p lang={item.lang?.answer}>{item.answer}</p>
          </div>
        </details>
      ))}
    </div>
  );
}
