import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { FormPage } from '@/components/forms/form-page';
import { Link } from '@/components/ui/link';
import { formatGift } from '@/lib/api/giving';
import { ID_PATTERN } from '@/lib/api/contract';
import { LANGUAGES } from '@/lib/i18n/locales';
import { readGiftStatus } from '@/lib/queries/gifts';
import { pageLocale } from '@/lib/seo/metadata';

/** The page the donor comes back to: never indexed, and rendered for each visit (its query names the gift). */
export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('giving');
  return { title: t('thanks.title'), robots: { index: false, follow: false } };
}

/**
 * What became of a gift, by its reference (the return route has already asked the provider about it):
 * paid, being confirmed (the provider could not say yet: its webhook or a later look settles it), failed,
 * refunded, or unknown. It never shows who gave.
 */
export default async function GiftThanksPage({ searchParams }: { searchParams: Promise<{ reference?: string }> }) {
  const [{ reference }, t, locale] = await Promise.all([searchParams, getTranslations('giving'), pageLocale()]);
  const ref = typeof reference === 'string' && ID_PATTERN.test(reference) ? reference : '';
  const gift = await readGiftStatus(ref);
  const amount = gift ? formatGift(gift.amountMinor, gift.currency, LANGUAGES[locale].intl) : '';
  const outcome = !gift
    ? t('thanks.unknown')
    : gift.status === 'paid'
      ? gift.frequency === 'monthly'
        ? t('thanks.paidMonthly', { amount })
        : t('thanks.paid', { amount })
      : gift.status === 'pending'
        ? t('thanks.pending', { amount })
        : gift.status === 'failed'
          ? t('thanks.failed')
          : t('thanks.refunded');
  return (
    <FormPage title={t('thanks.title')} intro={outcome} label={t('thanks.title')}>
      {gift && <p>{t('thanks.reference', { reference: gift.reference })}</p>}
      <p>
        <Link href="/acn/how-to-help/donate">{gift?.status === 'failed' ? t('thanks.again') : t('thanks.back')}</Link>
      </p>
    </FormPage>
  );
}
