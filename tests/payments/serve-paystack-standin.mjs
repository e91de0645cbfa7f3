import { startPaystackStandIn } from './paystack-standin.mjs';

// The Paystack stand-in as a process of its own (Playwright's webServer): on PAYSTACK_STANDIN_PORT, its
// webhooks posted to PAYSTACK_STANDIN_WEBHOOK, signed with PAYSTACK_SECRET_KEY.
const standIn = await startPaystackStandIn({
  secret: process.env.PAYSTACK_SECRET_KEY ?? 'sk_test_standin',
  port: Number(process.env.PAYSTACK_STANDIN_PORT ?? 3290),
  webhookUrl: process.env.PAYSTACK_STANDIN_WEBHOOK,
});
process.stdout.write(`Paystack stand-in on ${standIn.url}\n`);
