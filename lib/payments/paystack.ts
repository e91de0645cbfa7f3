import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { env } from '../platform/env';
import {
  type Charge,
  type Checkout,
  type GiftCurrency,
  type PaymentProvider,
  type ProviderEvent,
  ProviderRefused,
  ProviderUnavailable,
} from './provider';

/*
 * Paystack over its documented REST API (https://paystack.com/docs/api/), with fetch: every reply is
 * `{ status, message, data }`, amounts are in the currency's subunit, the secret key is the bearer token,
 * and a webhook's `x-paystack-signature` is the hex HMAC-SHA512 of the raw body with the same key.
 */

const envelope = <T extends z.ZodType>(data: T) => z.object({ status: z.boolean(), message: z.string(), data });

const initialized = envelope(z.object({ authorization_url: z.url(), reference: z.string() }));

const chargeData = z.object({
  reference: z.string(),
  status: z.string(),
  amount: z.number().int(),
  currency: z.string(),
  channel: z.string().nullish(),
  paid_at: z.string().nullish(),
  // A charge outside any plan carries `{}` (the webhook) or null (verify).
  plan: z.union([z.object({ plan_code: z.string().optional() }).loose(), z.string(), z.null()]).optional(),
  customer: z.object({ email: z.string().nullish() }).loose().nullish(),
});

const verified = envelope(chargeData);

const plan = z.object({
  plan_code: z.string(),
  amount: z.number().int(),
  currency: z.string(),
  interval: z.string(),
  name: z.string().optional(),
});
const planList = envelope(z.array(plan.loose()));
const planMade = envelope(plan.loose());
const manage = envelope(z.object({ link: z.url() }));

const webhook = z.object({ event: z.string(), data: z.record(z.string(), z.unknown()) });
const refundData = z.object({ transaction_reference: z.string() }).loose();
const subscriptionData = z
  .object({
    subscription_code: z.string(),
    plan: z.object({ plan_code: z.string().optional() }).loose().nullish(),
    customer: z.object({ email: z.string().nullish() }).loose().nullish(),
  })
  .loose();

const planCodeOf = (p: z.infer<typeof chargeData>['plan']) =>
  typeof p === 'string' ? p || null : (p?.plan_code ?? null);

function toCharge(d: z.infer<typeof chargeData>): Charge {
  return {
    reference: d.reference,
    status: d.status,
    amountMinor: d.amount,
    currency: d.currency,
    channel: d.channel ?? null,
    paidAt: d.paid_at ?? null,
    planCode: planCodeOf(d.plan),
    email: d.customer?.email ?? null,
  };
}

/** The plan's name: one plan per currency and amount, found again by it. */
const planName = (currency: GiftCurrency, amountMinor: number) => `Monthly gift ${currency} ${amountMinor}`;

export class Paystack implements PaymentProvider {
  readonly name = 'paystack';

  constructor(
    private readonly secret: string,
    private readonly base: string,
    private readonly timeoutMs: number,
  ) {}

  private async call<T extends z.ZodType>(
    method: 'GET' | 'POST',
    path: string,
    schema: T,
    body?: unknown,
    { notFound }: { notFound?: boolean } = {},
  ): Promise<z.output<T> | null> {
    let res: Response;
    try {
      res = await fetch(`${this.base}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${this.secret}`,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(this.timeoutMs),
      });
    } catch (error) {
      throw new ProviderUnavailable(`Paystack could not be reached: ${(error as Error).name}`);
    }
    if (res.status === 404 && notFound) return null;
    if (res.status >= 500 || res.status === 429) throw new ProviderUnavailable(`Paystack answered ${res.status}`);
    const json = (await res.json().catch(() => undefined)) as unknown;
    if (!res.ok) {
      const message = (json as { message?: unknown } | undefined)?.message;
      throw new ProviderRefused(`Paystack refused (${res.status}): ${typeof message === 'string' ? message : ''}`);
    }
    const parsed = schema.safeParse(json);
    if (!parsed.success)
      throw new ProviderUnavailable(`Paystack's reply to ${method} ${path.split('?')[0]} was not understood`);
    return parsed.data;
  }

  async initialize(c: Checkout): Promise<{ checkoutUrl: string }> {
    const reply = await this.call('POST', '/transaction/initialize', initialized, {
      email: c.email,
      amount: c.amountMinor,
      currency: c.currency,
      reference: c.reference,
      callback_url: c.callbackUrl,
      ...(c.plan ? { plan: c.plan } : {}),
      metadata: c.metadata ?? {},
    });
    return { checkoutUrl: reply!.data.authorization_url };
  }

  async verify(reference: string): Promise<Charge | null> {
    const reply = await this.call('GET', `/transaction/verify/${encodeURIComponent(reference)}`, verified, undefined, {
      notFound: true,
    });
    return reply ? toCharge(reply.data) : null;
  }

  async monthlyPlan(currency: GiftCurrency, amountMinor: number): Promise<string> {
    const name = planName(currency, amountMinor);
    const list = await this.call('GET', `/plan?interval=monthly&amount=${amountMinor}&perPage=100`, planList);
    const found = list!.data.find(
      (p) => p.currency === currency && p.amount === amountMinor && p.interval === 'monthly' && p.name === name,
    );
    if (found) return found.plan_code;
    const made = await this.call('POST', '/plan', planMade, {
      name,
      interval: 'monthly',
      amount: amountMinor,
      currency,
    });
    return made!.data.plan_code;
  }

  async manageLink(subscriptionCode: string): Promise<string> {
    const reply = await this.call('GET', `/subscription/${encodeURIComponent(subscriptionCode)}/manage/link`, manage);
    return reply!.data.link;
  }

  readWebhook(rawBody: string, headers: Headers): ProviderEvent | null {
    if (!signatureHolds(rawBody, headers.get('x-paystack-signature'), this.secret)) return null;
    let parsed: z.infer<typeof webhook>;
    try {
      parsed = webhook.parse(JSON.parse(rawBody));
    } catch {
      return { kind: 'other', name: 'unreadable' };
    }
    const { event, data } = parsed;
    if (event === 'charge.success') {
      const charge = chargeData.safeParse(data);
      return charge.success ? { kind: 'charge', charge: toCharge(charge.data) } : { kind: 'other', name: event };
    }
    if (event === 'refund.processed') {
      const refund = refundData.safeParse(data);
      return refund.success
        ? { kind: 'refund', reference: refund.data.transaction_reference }
        : { kind: 'other', name: event };
    }
    if (event === 'subscription.create' || event === 'subscription.disable') {
      const sub = subscriptionData.safeParse(data);
      if (!sub.success) return { kind: 'other', name: event };
      return {
        kind: 'subscription',
        status: event === 'subscription.create' ? 'active' : 'cancelled',
        code: sub.data.subscription_code,
        planCode: sub.data.plan?.plan_code ?? null,
        email: sub.data.customer?.email ?? null,
      };
    }
    return { kind: 'other', name: event };
  }
}

/** Whether `signature` is the hex HMAC-SHA512 of the body with the key, compared in constant time. */
export function signatureHolds(rawBody: string, signature: string | null, secret: string): boolean {
  if (!signature || !/^[0-9a-f]{128}$/i.test(signature)) return false;
  const expected = createHmac('sha512', secret).update(rawBody, 'utf8').digest();
  return timingSafeEqual(expected, Buffer.from(signature, 'hex'));
}

/** The hex signature Paystack sends with a body: for the tests' stand-in. */
export const signBody = (rawBody: string, secret: string) =>
  createHmac('sha512', secret).update(rawBody, 'utf8').digest('hex');

/** Paystack as configured, or null when PAYSTACK_SECRET_KEY is not set (no gifts online). */
export function paystackFromEnv(): Paystack | null {
  const e = env();
  return e.PAYSTACK_SECRET_KEY ? new Paystack(e.PAYSTACK_SECRET_KEY, e.PAYSTACK_API_URL, e.PAYSTACK_TIMEOUT_MS) : null;
}
