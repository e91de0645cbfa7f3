/* The Paystack stand-in's types, for the TypeScript tests that start it (paystack-standin.mjs). */

export interface StandInSettings {
  verify: 'ok' | 'timeout' | 'error';
  webhook: 'now' | 'hold' | 'none' | 'twice';
  payAmount: number | undefined;
}

export interface StandInTransaction {
  reference: string;
  email: string;
  amount: number;
  currency: string;
  callback_url: string;
  plan: string | null;
  status: string;
  channel: string | null;
}

export interface PaystackStandIn {
  url: string;
  target: { webhookUrl: string | undefined };
  settings: StandInSettings;
  transactions: Map<string, StandInTransaction>;
  plans: { plan_code: string; amount: number; currency: string; interval: string; name: string }[];
  held: { event: string; data: Record<string, unknown> }[];
  sent: { event: string; data: Record<string, unknown> }[];
  send(event: string, data: Record<string, unknown>, options?: { signature?: string }): Promise<unknown>;
  pay(reference: string, options?: { channel?: string; fail?: boolean }): Promise<string>;
  chargeAgain(subscriptionCode: string): Promise<string>;
  disable(subscriptionCode: string): Promise<void>;
  refund(reference: string): Promise<void>;
  release(): Promise<void>;
  chargeData(reference: string): Record<string, unknown>;
  stop(): Promise<void>;
}

export function signBody(raw: string, secret: string): string;

export function startPaystackStandIn(options: {
  secret: string;
  port?: number;
  webhookUrl?: string;
  deliver?: (raw: string, headers: Headers) => Promise<unknown>;
}): Promise<PaystackStandIn>;
