'use client';

import { PersonFields } from '@/components/forms/person-fields';
import type { z } from 'zod';
import { FormFooter, TextField } from '@/components/forms/fields';
import fieldStyles from '@/components/forms/fields.module.css';
import { type FormKit, useApiForm } from '@/components/forms/use-api-form';
import { browserApi } from '@/lib/api/browser';
import { CRAFT_FILE_TYPES, MAX_ARTWORKS } from '@/lib/api/constants';
import { craftFileProblems } from '@/lib/api/craft-files';

/* The crafts membership form: the server's field schema, plus the files checked before sending. */

const files = ({ z }: FormKit, label: string, max: number) =>
  z
    .custom<FileList | undefined>()
    .optional()
    .superRefine((list, ctx) => {
      for (const message of craftFileProblems(list ? Array.from(list) : [], label, max))
        ctx.addIssue({ code: 'custom', message });
    });

const membershipSchema = (kit: FormKit) =>
  kit.craftMemberSchema.extend({
    certificateImage: files(kit, 'Certificate image', 1),
    artWorkGallery: files(kit, 'Artwork gallery', MAX_ARTWORKS),
  });

const EMPTY = {
  firstName: '',
  lastName: '',
  mobileNumber: '',
  email: '',
  location: '',
  bussinessName: '',
  craftType: '',
  experienceLevel: '',
};

function toFormData(values: z.output<ReturnType<typeof membershipSchema>>): FormData {
  const data = new FormData();
  const { certificateImage, artWorkGallery, ...fields } = values;
  for (const [k, v] of Object.entries(fields)) data.append(k, String(v ?? ''));
  const certificate = certificateImage?.[0];
  if (certificate) data.append('certificateImage', certificate);
  for (const f of Array.from(artWorkGallery ?? [])) data.append('artWorkGallery[]', f);
  return data;
}

export function MembershipForm({ onDone }: { onDone?: () => void }) {
  const { form, formProps, footer } = useApiForm({
    offline: { form: 'craftMember' },
    schema: membershipSchema,
    defaultValues: EMPTY,
    successText: 'Membership Application Sent Successfully',
    send: (values, { endpoints }) => browserApi.call(endpoints.craftMember, { body: toFormData(values) }),
    onSuccess: onDone,
  });
  const accept = CRAFT_FILE_TYPES.join(',');
  return (
    <form className={fieldStyles.form} {...formProps} aria-label="Crafts membership">
      <PersonFields form={form} autoFocus phone={{ name: 'mobileNumber', label: 'Mobile number' }} />
      <div className={fieldStyles.row}>
        <TextField form={form} name="location" label="Location" autoComplete="address-level2" />
        <TextField form={form} name="bussinessName" label="Business name" optional autoComplete="organization" />
      </div>
      <div className={fieldStyles.row}>
        <TextField form={form} name="craftType" label="Craft type" placeholder="Beadwork, weaving, writing…" />
        <TextField
          form={form}
          name="experienceLevel"
          label="Experience level"
          placeholder="Beginner, intermediate, expert"
        />
      </div>
      <TextField
        form={form}
        name="certificateImage"
        label="Certificate image"
        type="file"
        accept={accept}
        optional
        hint="JPEG, PNG or WebP, up to 5 MB."
      />
      <TextField
        form={form}
        name="artWorkGallery"
        label="Photos of your work"
        type="file"
        accept={accept}
        multiple
        optional
        hint={`Up to ${MAX_ARTWORKS} images, 5 MB each.`}
      />
      <FormFooter {...footer} label="Join the Creative Hub" pendingLabel="Submitting..." />
    </form>
  );
}
