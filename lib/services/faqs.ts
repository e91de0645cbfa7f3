import type { FaqSite } from '../api/contract';
import { type Actor, auditLine as audit } from './audit';
import type { Db } from '../db/db';
import { writeDurably } from '../db/durable';
import { GoneError } from './errors';
import { objectId } from '../db/ids';
import { deleteTranslationsOf, oneWithTranslations, withTranslations } from './translations';

/* The FAQs of the sites that have an FAQ page, as the console edits them: plain text, in order. */

/** The sites with an FAQ page: the contract's list. */
export type { FaqSite };

export interface FaqDraft {
  site: FaqSite;
  question: string;
  answer: string;
  published: boolean;
  /** Lower first; undefined puts a new question after the last (the bearer API gives no order). */
  order?: number;
}

export async function faqsForStaff(db: Db, site: FaqSite) {
  return db.selectFrom('faqs').selectAll().where('site', '=', site).orderBy('sort_order').orderBy('id').execute();
}

/** Adds an FAQ (no id) or saves one; answers its id. */
export async function saveFaq(db: Db, actor: Actor, draft: FaqDraft, id?: string): Promise<string> {
  const fields = {
    question: draft.question,
    answer: draft.answer,
    active: draft.published ? 1 : 0,
    ...(draft.order === undefined ? {} : { sort_order: draft.order }),
  };
  return writeDurably(db, async (tx) => {
    let faqId = id;
    if (faqId) {
      const result = await tx
        .updateTable('faqs')
        .set(fields)
        .where('id', '=', faqId)
        .where('site', '=', draft.site)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) === 0) throw new GoneError('question');
    } else {
      faqId = objectId();
      const last = await tx
        .selectFrom('faqs')
        .select((eb) => eb.fn.max('sort_order').as('order'))
        .where('site', '=', draft.site)
        .executeTakeFirst();
      await tx
        .insertInto('faqs')
        .values({ id: faqId, site: draft.site, sort_order: Number(last?.order ?? -1) + 1, ...fields })
        .execute();
    }
    await tx
      .insertInto('audit_log')
      .values(audit(actor, `faq ${id ? 'saved' : 'added'}`, `${draft.site} faq ${faqId}: ${draft.question}`))
      .execute();
    return faqId;
  });
}

export async function deleteFaq(db: Db, actor: Actor, id: string) {
  await writeDurably(db, async (tx) => {
    const faq = await tx.selectFrom('faqs').select(['site', 'question']).where('id', '=', id).executeTakeFirst();
    // Already deleted (another tab, another staff member): nothing left to do.
    if (!faq) return;
    await tx.deleteFrom('faqs').where('id', '=', id).execute();
    await deleteTranslationsOf(tx, 'faq', id);
    await tx
      .insertInto('audit_log')
      .values(audit(actor, 'faq deleted', `${faq.site} faq ${id}: ${faq.question}`))
      .execute();
  });
}

/** A site's published questions with their translations, in their order. */
export async function publishedFaqs(db: Db, site: FaqSite) {
  const rows = await db
    .selectFrom('faqs')
    .selectAll()
    .where('site', '=', site)
    .where('active', '=', 1)
    .orderBy('sort_order')
    .execute();
  return withTranslations(db, 'faq', rows);
}

/** One question with its translations, published or not (the bearer API answers the one it added). */
export const faqById = async (db: Db, id: string) =>
  oneWithTranslations(db, 'faq', await db.selectFrom('faqs').selectAll().where('id', '=', id).executeTakeFirst());
