import 'server-only';
import {
  deletePost,
  type PostDraft,
  type PostKind,
  postForStaff,
  postsForStaff,
  savePost,
  setPublished,
} from '../services/posts';
import { eventsForStaff, type EventDraft, saveEvent } from '../services/events';
import { deleteFaq, type FaqDraft, type FaqSite, faqsForStaff, saveFaq } from '../services/faqs';
import { productsForStaff, type ProductDraft, saveProduct } from '../services/products';
import { deleteMember, type MemberDraft, saveMember, teamForStaff } from '../services/team';
import type { PictureKind } from '../format/picture-widths';
import { type CheckedImage, saveContentPicture } from '../services/uploads';
import { objectId } from '../db/ids';
import { forStaff } from './access';

/*
 * What the public pages show, as staff edit it, drafts and hidden records included: news and
 * stories, events, products, teams and FAQs, and the pictures they carry. Each write is durable
 * and audited by the store module it calls.
 */

export type { FaqSite, PostKind };

export const listPosts = forStaff('content', ({ db }, kind: PostKind) => postsForStaff(db, kind));
export const openPost = forStaff('content', ({ db }, id: string) => postForStaff(db, id));
/** Saves a post (a new one when no id), then publishes or unpublishes it when asked; answers its id. */
export const savePostAs = forStaff(
  'content',
  async ({ db, staff }, draft: PostDraft, id: string | undefined, publish?: boolean) => {
    const postId = await savePost(db, staff, draft, id);
    if (publish !== undefined) await setPublished(db, staff, postId, publish);
    return postId;
  },
);
export const removePost = forStaff('content', ({ db, staff }, id: string) => deletePost(db, staff, id));

export const listEvents = forStaff('content', ({ db }) => eventsForStaff(db));
export const storeEvent = forStaff('content', ({ db, staff }, draft: EventDraft, id?: string) =>
  saveEvent(db, staff, draft, id),
);

export const listProducts = forStaff('content', ({ db }) => productsForStaff(db));
export const storeProduct = forStaff('content', ({ db, staff }, draft: ProductDraft, id?: string) =>
  saveProduct(db, staff, draft, id),
);

export const listTeam = forStaff('content', ({ db }, team: string) => teamForStaff(db, team));
export const storeMember = forStaff('content', ({ db, staff }, draft: MemberDraft, id?: string) =>
  saveMember(db, staff, draft, id),
);
export const removeMember = forStaff('content', ({ db, staff }, id: string) => deleteMember(db, staff, id));

export const listFaqs = forStaff('content', ({ db }, site: FaqSite) => faqsForStaff(db, site));
export const storeFaq = forStaff('content', ({ db, staff }, draft: FaqDraft, id?: string) =>
  saveFaq(db, staff, draft, id),
);
export const removeFaq = forStaff('content', ({ db, staff }, id: string) => deleteFaq(db, staff, id));

/** Stores checked pictures of one kind as public media, with their prepared widths; answers their addresses (/media/…). */
export const storePictures = forStaff('content', ({ db }, pictures: CheckedImage[], kind: PictureKind) =>
  Promise.all(
    pictures.map(
      async (c) => `/${(await saveContentPicture(db, c, `media/${objectId()}`, kind)).replace(/^uploads\//, '')}`,
    ),
  ),
);
