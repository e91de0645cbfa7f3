'use client';

import { PersonFields } from '@/components/forms/person-fields';
import type { z } from 'zod';
import { FormFooter, TextField } from '@/components/forms/fields';
import type { FormText } from '@/components/forms/form-text';
import fieldStyles from '@/components/forms/fields.module.css';
import { type FormKit, useApiForm } from '@/components/forms/use-api-form';
import { CRAFT_FILE_TYPES, fill, MAX_ARTWORKS } from '@/lib/api/constants';

/* The crafts membership form: the server's field schema, plus the files checked before sending. */

const files = ({ z, craftFileProblems }: FormKit, label: string, max: number) =>
  z
    .custom<FileList | undefined>()
    .optional()
    .superRefine((list, ctx) => {
      for (const message of craftFileProblems(list ? Array.from(list) : [], label, max))
        ctx.addIssue({ code: 'custom', message });
    });

const membershipSchema = (kit: FormKit) =>
  kit.craftMemberSchema.extend({
    certificateImage: files(kit, kit.FIELD.certificateImage, 1),
    artWorkGallery: files(kit, kit.FIELD.artworkGallery, MAX_ARTWORKS),
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

export function MembershipForm({ onDone, text }: { onDone?: () => void; text: FormText<'membership'> }) {
  const { form, formProps, footer } = useApiForm({
    offline: { form: 'craftMember' },
    schema: membershipSchema,
    defaultValues: EMPTY,
    successText: text.membership.success,
    text,
    send: (values, { endpoints }, api) => api.call(endpoints.craftMember, { body: toFormData(values) }),
    onSuccess: onDone,
  });
  const accept = CRAFT_FILE_TYPES.join(',');
  return (
    <form className={fieldStyles.form} {...formProps} aria-label={text.membership.label}>
      <PersonFields form={form} text={text} autoFocus phone="mobileNumber" />
      <div className={fieldStyles.row}>
        <TextField form={form} name="location" label={text.fields.location} autoComplete="address-level2" />
        <TextField
          form={form}
          name="bussinessName"
          label={text.fields.businessName}
          optional={text.common.optional}
          autoComplete="organization"
        />
      </div>
      <div className={fieldStyles.row}>
        <TextField
          form={form}
          name="craftType"
          label={text.fields.craftType}
          placeholder={text.membership.craftPlaceholder}
        />
        <TextField
          form={form}
          name="experienceLevel"
          label={text.fields.experienceLevel}
          placeholder={text.membership.experiencePlaceholder}
        />
      </div>
      <TextField
        form={form}
        name="certificateImage"
        label={text.fields.certificateImage}
        type="file"
        accept={accept}
        optional={text.common.optional}
        hint={text.membership.certificateHint}
      />
      <TextField
        form={form}
        name="artWorkGallery"
        label={text.membership.gallery}
        type="file"
        accept={accept}
        multiple
        optional={text.common.optional}
        hint={fill(text.membership.galleryHint, { max: MAX_ARTWORKS })}
      />
      <FormFooter {...footer} label={text.membership.submit} pendingLabel={text.common.submitting} />
    </form>
  );
}
