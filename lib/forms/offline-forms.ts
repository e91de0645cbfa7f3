import 'server-only';
import type { z } from 'zod';
import type { ApiClient, ApiResult } from '../api/client';
import { type CheckedBody, checkedBody, CONTACTS, type ContactArm, endpoints } from '../api/contract';
import { HONEYPOT_FIELD, MAX_ARTWORKS } from '../api/constants';
import { craftFileProblems } from '../api/craft-files';
import { FIELD } from '../api/messages';
import * as s from '../api/schemas';
import type { OfflineForm, OfflineTarget } from './offline-types';

/*
 * Each public form as it is sent without scripts: the same zod schema the scripted form and the
 * server check, how the posted text becomes the schema's input, and the same endpoint call with
 * the same body the scripted form makes (lib/api's one table).
 */

type Values = Record<string, string>;

/** A form's post, checked with its schema: the messages of its fields, or the send of the checked value. */
export type OfflineCheck =
  | { ok: false; error: z.ZodError }
  | {
      ok: true;
      /** The value the schema gave, for the endpoint whose input is that schema to take as it is. */
      checked: CheckedBody;
      send: (api: ApiClient, trap: string, data: FormData) => Promise<ApiResult<unknown>>;
    };

export interface OfflineSpec {
  schema: z.ZodType;
  /** The form's file fields (the crafts membership), and a message for the files sent, checked as the scripted form does. */
  files?: { fields: readonly string[]; problems: (data: FormData) => Record<string, string> };
  /** Checks the posted text fields with the schema. */
  check: (values: Values, target: OfflineTarget) => OfflineCheck;
}

/**
 * One form of the table. The generic ties `send` to the schema: it is handed the schema's output, and
 * the endpoint it calls takes that as its body, as the contract types it.
 */
function offlineForm<S extends z.ZodType>({
  schema,
  input,
  files,
  send,
}: {
  schema: S;
  /** The schema's input from the posted text fields. */
  input?: (values: Values, target: OfflineTarget) => unknown;
  files?: OfflineSpec['files'];
  send: (
    api: ApiClient,
    parsed: z.output<S>,
    trap: string,
    data: FormData,
    target: OfflineTarget,
  ) => Promise<ApiResult<unknown>>;
}): OfflineSpec {
  return {
    schema,
    files,
    check: (values, target) => {
      // The page's language travels in the form's `_locale` field (the target), not as a field of its own.
      const given = input ? (input(values, target) as object) : values;
      const parsed = schema.safeParse({ ...given, locale: target.locale });
      if (!parsed.success) return { ok: false, error: parsed.error };
      return {
        ok: true,
        checked: checkedBody(schema, parsed.data),
        send: (api, trap, data) => send(api, parsed.data, trap, data, target),
      };
    },
  };
}

const json = <T extends object>(body: T, trap: string): T => (trap ? { ...body, [HONEYPOT_FIELD]: trap } : body);

/** The files a file field sent: a browser sends an empty one when none was chosen. */
export const chosenFiles = (data: FormData, name: string) =>
  data.getAll(name).filter((v): v is File => typeof v !== 'string' && v.size > 0);

const checkFiles = (data: FormData, name: string, label: string, max: number): string | undefined =>
  craftFileProblems(chosenFiles(data, name), label, max)[0];

const isContactArm = (arm: string | undefined): arm is ContactArm => arm !== undefined && Object.hasOwn(CONTACTS, arm);

/** What a contact form posted with an arm the contract does not know is answered: no route takes it. */
const NO_ROUTE: ApiResult<never> = { ok: false, status: 404, message: null };

export const OFFLINE_FORMS: Record<OfflineForm, OfflineSpec> = {
  contact: offlineForm({
    schema: s.contactSchema,
    send: async (api, body, trap, _data, { arm }) =>
      isContactArm(arm) ? api.call(endpoints.contact, { params: { arm }, body: json(body, trap) }) : NO_ROUTE,
  }),
  subscribe: offlineForm({
    schema: s.subscribeSchema,
    input: (values, { website }) => ({ ...values, website }),
    send: (api, body, trap) => api.call(endpoints.subscribe, { body: json(body, trap) }),
  }),
  enquiry: offlineForm({
    schema: s.enquirySchema,
    send: (api, body, trap) => api.call(endpoints.enquiry, { body: json(body, trap) }),
  }),
  testimony: offlineForm({
    schema: s.testimonySubmitSchema,
    send: (api, body, trap) => api.call(endpoints.newTestimony, { body: json(body, trap) }),
  }),
  donation: offlineForm({
    schema: s.donationSchema,
    send: (api, body, trap) => api.call(endpoints.newDonation, { body: json(body, trap) }),
  }),
  volunteer: offlineForm({
    schema: s.volunteerSchema,
    send: (api, body, trap) => api.call(endpoints.volunteer, { body: json(body, trap) }),
  }),
  member: offlineForm({
    schema: s.memberSchema,
    send: (api, body, trap) => api.call(endpoints.member, { body: json(body, trap) }),
  }),
  champion: offlineForm({
    schema: s.championSchema,
    // A ticked box is sent as 'on'; an unticked one is not sent at all.
    input: (values) => ({ ...values, isCommitted: values.isCommitted === 'on' || values.isCommitted === 'true' }),
    send: (api, body, trap) => api.call(endpoints.champion, { body: json(body, trap) }),
  }),
  order: offlineForm({
    schema: s.orderSchema.omit({ items: true }),
    send: (api, body, trap, _data, { productId }) =>
      api.call(endpoints.newOrder, {
        body: { ...json(body, trap), items: [{ id: productId ?? '', quantity: body.quantity }] },
      }),
  }),
  craftMember: offlineForm({
    schema: s.craftMemberSchema,
    files: {
      fields: ['certificateImage', 'artWorkGallery'],
      problems: (data) => {
        const errors: Record<string, string> = {};
        const certificate = checkFiles(data, 'certificateImage', FIELD.certificateImage, 1);
        const gallery = checkFiles(data, 'artWorkGallery', FIELD.artworkGallery, MAX_ARTWORKS);
        if (certificate) errors.certificateImage = certificate;
        if (gallery) errors.artWorkGallery = gallery;
        return errors;
      },
    },
    // The multipart body the scripted form builds (membership-form.tsx): the fields, then the files.
    send: (api, parsed, trap, data) => {
      const body = new FormData();
      for (const [k, v] of Object.entries(parsed)) body.append(k, v ?? '');
      if (trap) body.append(HONEYPOT_FIELD, trap);
      const certificate = chosenFiles(data, 'certificateImage')[0];
      if (certificate) body.append('certificateImage', certificate);
      for (const f of chosenFiles(data, 'artWorkGallery')) body.append('artWorkGallery[]', f);
      return api.call(endpoints.craftMember, { body });
    },
  }),
};
