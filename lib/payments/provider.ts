import type { GiftCurrency } from '../api/giving';

export type { GiftCurrency };

/*
 * A payment provider as the site uses one: open a checkout on the provider's own page (no card or wallet
 * number ever reaches this site), verify a charge by its reference, keep a monthly plan per currency and
 * amount, give the page where a donor stops a monthly gift, and read the provider's signed webhooks. One
 * provider is one file beside this one (paystack.ts); the gifts service (lib/services/gifts.ts) knows
 * only this interface.
 */

export interface Checkout {
  reference: string;
  email: string;
  /** In the currency's subunit (kobo, pesewas, cents). */
  amountMinor: number;
  currency: GiftCurrency;
  /** Where the provider sends the donor back, with the reference added to its query. */
  callbackUrl: string;
  /** A monthly gift's plan (monthlyPlan). */
  plan?: string;
  metadata?: Record<string, string>;
}

/** A charge as the provider reports it, by the verify call or a webhook. */
export interface Charge {
  reference: string;
  /** success, failed, abandoned, reversed, pending…: only `success` is money received. */
  status: string;
  amountMinor: number;
  currency: string;
  /** card, bank, ussd, mobile_money, bank_transfer… */
  channel: string | null;
  paidAt: string | null;
  /** The plan a subscription's charge belongs to. */
  planCode: string | null;
  email: string | null;
}

/** What a webhook tells, once its signature holds. */
export type ProviderEvent =
  | { kind: 'charge'; charge: Charge }
  | { kind: 'refund'; reference: string }
  | {
      kind: 'subscription';
      status: 'active' | 'cancelled';
      code: string;
      planCode: string | null;
      email: string | null;
    }
  | { kind: 'other'; name: string };

export interface PaymentProvider {
  /** Its name as the gifts table records it. */
  name: string;
  /** Opens a checkout; answers the address of the provider's page to send the donor to. */
  initialize(checkout: Checkout): Promise<{ checkoutUrl: string }>;
  /** The charge of a reference as the provider has it; null when it knows no such reference. */
  verify(reference: string): Promise<Charge | null>;
  /** The code of the monthly plan for this currency and amount, made the first time it is asked for. */
  monthlyPlan(currency: GiftCurrency, amountMinor: number): Promise<string>;
  /** The provider's page where the donor stops a subscription. */
  manageLink(subscriptionCode: string): Promise<string>;
  /** A webhook's event, or null when its signature does not hold for this exact body. */
  readWebhook(rawBody: string, headers: Headers): ProviderEvent | null;
}

/** The provider could not be reached or answered with an error (a timeout, a 5xx): try again later. */
export class ProviderUnavailable extends Error {}
/** The provider refused what was asked (a 4xx): asking again will not help. */
export class ProviderRefused extends Error {}
