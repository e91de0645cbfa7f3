import type { Insertable } from 'kysely';
import type { GiftTable } from '../../db/schema';
import { DEMO_PROVIDER } from '../../services/gift-ledger';

/*
 * Demo gifts, so that a newcomer's Donations page is not empty: paid, pending, failed and refunded,
 * one-off and monthly, in each currency the donate page takes. Their provider is "demo" and their
 * references start with "demo-gift-": no money moved for them, the console marks them, and the seed
 * tells them from the organisation's own. Dates are days before the seeding.
 */

const DAY = 86_400_000;

type DemoGift = Omit<Insertable<GiftTable>, 'provider' | 'created_at' | 'updated_at' | 'paid_at' | 'refunded_at'> & {
  /** Days before the seeding it was given; paid a minute later when paid. */
  daysAgo: number;
  refundedDaysAgo?: number;
};

const GIFTS: DemoGift[] = [
  {
    reference: 'demo-gift-ngn-01',
    frequency: 'once',
    currency: 'NGN',
    amount_minor: 500_000,
    status: 'paid',
    donor_name: 'Ngozi Okafor',
    email: 'ngozi.okafor@example.org',
    message: 'For the reading clubs.',
    listed: 1,
    locale: 'en',
    channel: 'card',
    daysAgo: 2,
  },
  {
    reference: 'demo-gift-ngn-02',
    frequency: 'once',
    currency: 'NGN',
    amount_minor: 2_500_000,
    status: 'paid',
    donor_name: null,
    email: 'giver@example.org',
    message: null,
    listed: 0,
    locale: 'ha',
    channel: 'bank_transfer',
    daysAgo: 20,
  },
  {
    reference: 'demo-gift-ngn-03',
    frequency: 'monthly',
    currency: 'NGN',
    amount_minor: 1_000_000,
    status: 'paid',
    donor_name: 'Musa Abdullahi',
    email: 'musa.abdullahi@example.org',
    message: null,
    listed: 1,
    locale: 'ha',
    channel: 'card',
    plan_code: 'PLN_demo_ngn',
    subscription_code: 'SUB_demo_ngn',
    subscription_status: 'active',
    manage_link: null,
    daysAgo: 35,
  },
  {
    reference: 'demo-gift-ngn-04',
    frequency: 'monthly',
    currency: 'NGN',
    amount_minor: 1_000_000,
    status: 'paid',
    donor_name: 'Musa Abdullahi',
    email: 'musa.abdullahi@example.org',
    message: null,
    listed: 1,
    locale: 'ha',
    channel: 'card',
    plan_code: 'PLN_demo_ngn',
    subscription_code: 'SUB_demo_ngn',
    subscription_status: 'active',
    manage_link: null,
    daysAgo: 5,
  },
  {
    reference: 'demo-gift-ngn-05',
    frequency: 'once',
    currency: 'NGN',
    amount_minor: 1_500_000,
    status: 'refunded',
    donor_name: 'Chidi Eze',
    email: 'chidi.eze@example.org',
    message: 'Sent twice by mistake.',
    listed: 0,
    locale: 'en',
    channel: 'ussd',
    daysAgo: 40,
    refundedDaysAgo: 38,
  },
  {
    reference: 'demo-gift-ngn-06',
    frequency: 'once',
    currency: 'NGN',
    amount_minor: 200_000,
    status: 'pending',
    donor_name: 'Halima Yusuf',
    email: 'halima.yusuf@example.org',
    message: null,
    listed: 0,
    locale: 'ha',
    channel: null,
    daysAgo: 0,
  },
  {
    reference: 'demo-gift-ghs-01',
    frequency: 'once',
    currency: 'GHS',
    amount_minor: 10_000,
    status: 'paid',
    donor_name: 'Kwame Mensah',
    email: 'kwame.mensah@example.org',
    message: 'Akwaaba to the new volunteers.',
    listed: 1,
    locale: 'en',
    channel: 'mobile_money',
    daysAgo: 3,
  },
  {
    reference: 'demo-gift-ghs-02',
    frequency: 'monthly',
    currency: 'GHS',
    amount_minor: 5_000,
    status: 'paid',
    donor_name: 'Abena Owusu',
    email: 'abena.owusu@example.org',
    message: null,
    listed: 0,
    locale: 'en',
    channel: 'mobile_money',
    plan_code: 'PLN_demo_ghs',
    subscription_code: 'SUB_demo_ghs',
    subscription_status: 'cancelled',
    manage_link: null,
    daysAgo: 45,
  },
  {
    reference: 'demo-gift-ghs-03',
    frequency: 'once',
    currency: 'GHS',
    amount_minor: 20_000,
    status: 'failed',
    donor_name: 'Yaw Boateng',
    email: 'yaw.boateng@example.org',
    message: null,
    listed: 0,
    locale: 'fr',
    channel: 'mobile_money',
    daysAgo: 10,
  },
  {
    reference: 'demo-gift-usd-01',
    frequency: 'once',
    currency: 'USD',
    amount_minor: 2_500,
    status: 'paid',
    donor_name: 'Aminata Diallo',
    email: 'aminata.diallo@example.org',
    message: 'Pour les enseignants.',
    listed: 1,
    locale: 'fr',
    channel: 'card',
    daysAgo: 1,
  },
  {
    reference: 'demo-gift-usd-02',
    frequency: 'once',
    currency: 'USD',
    amount_minor: 10_000,
    status: 'paid',
    donor_name: null,
    email: 'friend@example.org',
    message: null,
    listed: 0,
    locale: 'en',
    channel: 'card',
    daysAgo: 60,
  },
  {
    reference: 'demo-gift-usd-03',
    frequency: 'once',
    currency: 'USD',
    amount_minor: 5_000,
    status: 'refunded',
    donor_name: 'Sarah Johnson',
    email: 'sarah.johnson@example.org',
    message: null,
    listed: 0,
    locale: 'en',
    channel: 'card',
    daysAgo: 15,
    refundedDaysAgo: 14,
  },
];

/** The demo gifts as rows, dated from `now`. */
export function giftRows(now: number): Insertable<GiftTable>[] {
  const at = (daysAgo: number, minutes = 0) => new Date(now - daysAgo * DAY + minutes * 60_000).toISOString();
  return GIFTS.map(({ daysAgo, refundedDaysAgo, ...gift }) => {
    const paid = gift.status === 'paid' || gift.status === 'refunded';
    const refunded = refundedDaysAgo === undefined ? null : at(refundedDaysAgo);
    return {
      ...gift,
      provider: DEMO_PROVIDER,
      paid_amount_minor: paid ? gift.amount_minor : null,
      paid_at: paid ? at(daysAgo, 1) : null,
      refunded_at: refunded,
      created_at: at(daysAgo),
      updated_at: refunded ?? at(daysAgo, paid ? 1 : 0),
    };
  });
}

export const isDemoGift = (gift: { reference: string; provider: string }) =>
  gift.provider === DEMO_PROVIDER && gift.reference.startsWith('demo-gift-');
