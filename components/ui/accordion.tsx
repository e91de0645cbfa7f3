'use client';

import { useId, useState } from 'react';
import styles from './accordion.module.css';

export interface AccordionItem {
  id: string;
  question: string;
  answer: string;
}

/** One item open at a time; pressing the open item's button closes it. */
export function Accordion({ items }: { items: AccordionItem[] }) {
  const [openId, setOpenId] = useState<string | null>(null);
  const base = useId();
  return (
    <div className={styles.accordion}>
      {items.map((item, i) => {
        const open = openId === item.id;
        const buttonId = `${base}-b${i}`;
        const panelId = `${base}-p${i}`;
        return (
          <div key={item.id} className={styles.item}>
            <h3 className={styles.heading}>
              <button
                type="button"
                id={buttonId}
                className={styles.button}
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => setOpenId(open ? null : item.id)}
              >
                <span>{item.question}</span>
                <span aria-hidden="true" className={styles.sign}>
                  {open ? '−' : '+'}
                </span>
              </button>
            </h3>
            <div id={panelId} role="region" aria-labelledby={buttonId} className={styles.panel} hidden={!open}>
              <p>{item.answer}</p>
            </div>
          </div>
        );
      })}
    </div>
  );
}
