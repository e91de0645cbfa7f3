import styles from './accordion.module.css';

export interface AccordionItem {
  id: string;
  question: string;
  answer: string;
}

/**
 * One item open at a time; pressing the open item's question closes it. Native <details> sharing one name
 * do both in the browser itself, so the questions answer before the page's scripts have loaded (a tap on a
 * slow phone is never lost) and without them, and the accordion ships no script at all. A page has one
 * accordion, so the name is fixed.
 */
export function Accordion({
  items,
  lang,
}: {
  items: AccordionItem[];
  /** The items' language, where it is not the page's (records on another language's page). */
  lang?: string;
}) {
  return (
    <div className={styles.accordion} lang={lang}>
      {items.map((item) => (
        <details key={item.id} name="faq" className={styles.item}>
          <summary className={styles.summary}>
            <h3 className={styles.heading}>{item.question}</h3>
            <span aria-hidden="true" className={styles.sign} />
          </summary>
          <div className={styles.panel}>
            <p>{item.answer}</p>
          </div>
        </details>
      ))}
    </div>
  );
}
