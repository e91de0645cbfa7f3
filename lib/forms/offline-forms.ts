import 'server-only';
import type { z } from 'zod';
import type { ApiClient, ApiResult } from '../api/client';
import { endpoints } from '../api/contract';
import { HONEYPOT_FIELD, MAX_ARTWORKS } from '../api/constants';
import { craftFileProblems } from '../api/craft-files';
import * as s from '../api/schemas';
import type { OfflineForm, OfflineTarget } from './offline-types';

/*
 * Each public form as it is sent without scripts: the same zod schema the scripted form and the
 * server check, how the posted text becomes the schema's input, and the same endpoint call with
 * the same body the scripted form makes (lib/api's one table).
 */

type Values = Record<string, string>;

interface OfflineSpec {
  schema: z.ZodType;
  /** The schema's input from the posted text fields. */
  input?: (values: Values, target: OfflineTarget) => unknown;
  /** The form's file fields (the crafts membership), and a message for the files sent, checked as the scripted form does. */
  files?: { fields: readonly string[]; problems: (data: FormData) => Record<string, string> };
  send: (
    api: ApiClient,
    parsed: never,
    trap: string,
    data: FormData,
    target: OfflineTarget,
  ) => Promise<ApiResult<unknown>>;
}

const json = <T extends object>(body: T, trap: string) => (trap ? { ...body, [HONEYPOT_FIELD]: trap } : body);

/** The files a file field sent: a browser sends an empty one when none was chosen. */
export const chosenFiles = (data: FormData, name: string) =>
  data.getAll(name).filter((v): v is File => typeof v !== 'string' && v.size > 0);

const checkFiles = (data: FormData, name: string, label: string, max: number): string | undefined =>
  craftFileProblems(chosenFiles(data, name), label, max)[0];

const plain = (send: (api: ApiClient, body: object, target: OfflineTarget) => Promise<ApiResult<unknown>>) =>
  ((api: ApiClient, parsed: object, trap: string, _data: FormData, target: OfflineTarget) =>
    send(api, json(parsed, trap), target)) as OfflineSpec['send'];

export const OFFLINE_FORMS: Record<OfflineForm, OfflineSpec> = {
  contact: {
    schema: s.contactSchema,
    send: plain((api, body, { arm }) =>
      api.call(endpoints.contact, { params: { arm: arm as never }, body: body as never }),
    ),
  },
  subscribe: {
    schema: s.subscribeSchema,
    input: (values, { website }) => ({ ...values, website }),
    send: plain((api, body) => api.call(endpoints.subscribe, { body: body as never })),
  },
  enquiry: {
    schema: s.enquirySchema,
    send: plain((api, body) => api.call(endpoints.enquiry, { body: body as never })),
  },
  testimony: {
    schema: s.testimonySubmitSchema,
    send: plain((api, body) => api.call(endpoints.newTestimony, { body: body as never })),
  },
  donation: {
    schema: s.donationSchema,
    send: plain((api, body) => api.call(endpoints.newDonation, { body: body as never })),
  },
  volunteer: {
    schema: s.volunteerSchema,
    send: plain((api, body) => api.call(endpoints.volunteer, { body: body as never })),
  },
  member: { schema: s.memberSchema, send: plain((api, body) => api.call(endpoints.member, { body: body as never })) },
  champion: {
    schema: s.championSchema,
    // A ticked box is sent as 'on'; an unticked one is not sent at all.
    input: (values) => ({ ...values, isCommitted: values.isCommitted === 'on' || values.isCommitted === 'true' }),
    send: plain((api, body) => api.call(endpoints.champion, { body: body as never })),
  },
  order: {
    schema: s.orderSchema.omit({ items: true }),
    send: plain((api, body, { productId }) =>
      api.call(endpoints.newOrder, {
        body: { ...body, items: [{ id: productId ?? '', quantity: (body as { quantity: number }).quantity }] } as never,
      }),
    ),
  },
  craftMember: {
    schema: s.craftMemberSchema,
    files: {
      fields: ['certificateImage', 'artWorkGallery'],
      problems: (data) => {
        const errors: Record<string, string> = {};
        const certificate = checkFiles(data, 'certificateImage', 'Certificate image', 1);
        const gallery = checkFiles(data, 'artWorkGallery', 'Artwork gallery', MAX_ARTWORKS);
        if (certificate) errors.certificateImage = certificate;
        if (gallery) errors.artWorkGallery = gallery;
        return errors;
      },
    },
    // The multipart body the scripted form builds (membership-form.tsx): the fields, then the files.
    send: (api: ApiClient, parsed: Record<string, string | undefined>, trap: string, data: FormData) => {
      const body = new FormData();
      for (const [k, v] of Object.entries(parsed)) body.append(k, v ?? '');
      if (trap) body.append(HONEYPOT_FIELD, trap);
      const certificate = chosenFiles(data, 'certificateImage')[0];
      if (certificate) body.append('certificateImage', certificate);
      for (const f of chosenFiles(data, 'artWorkGallery')) body.append('artWorkGallery[]', f);
      return api.call(endpoints.craftMember, { body });
    },
  },
};
