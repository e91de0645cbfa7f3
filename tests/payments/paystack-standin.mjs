import { createHmac, randomBytes } from 'node:crypto';
import http from 'node:http';

/*
 * A stand-in for Paystack, on loopback, written from its published API reference
 * (https://paystack.com/docs/api/): every reply is `{ status, message, data }`, amounts are in the
 * subunit, the secret key is the bearer token, and webhooks carry `x-paystack-signature`, the hex
 * HMAC-SHA512 of the raw body with the secret key. It answers initialize (with its own hosted checkout,
 * where the "donor" picks card or mobile money and pays, is sent back to callback_url?trxref=…&reference=…
 * and the signed charge.success is posted to the site), verify, plans, a subscription's manage link, and
 * takes switches: verify that times out or answers 500, webhooks held back, dropped, sent twice, or with
 * another amount. `serve-paystack-standin.mjs` runs it as a process of its own, for Playwright.
 */

const CURRENCIES = new Set(['NGN', 'GHS', 'USD']);
const id = (prefix) => `${prefix}_${randomBytes(6).toString('hex')}`;

export const signBody = (raw, secret) => createHmac('sha512', secret).update(raw, 'utf8').digest('hex');

/**
 * @param {{ secret: string, port?: number, webhookUrl?: string,
 *   deliver?: (raw: string, headers: Headers) => Promise<unknown> }} options
 */
export async function startPaystackStandIn({ secret, port = 0, webhookUrl, deliver }) {
  /** The switches a test turns. */
  const settings = {
    /** ok | timeout | error */
    verify: 'ok',
    /** now | hold | none | twice */
    webhook: 'now',
    /** The amount the "donor" pays, when not the one asked (a tampered checkout). */
    payAmount: undefined,
  };
  const transactions = new Map();
  const plans = [];
  const subscriptions = new Map();
  const held = [];
  const sent = [];
  /** Where webhooks go; a test that starts the site after the stand-in sets it then. */
  const target = { webhookUrl };

  async function send(event, data, { signature } = {}) {
    const raw = JSON.stringify({ event, data });
    const headers = new Headers({
      'content-type': 'application/json',
      'x-paystack-signature': signature ?? signBody(raw, secret),
    });
    sent.push({ event, data });
    if (deliver) return deliver(raw, headers);
    if (!target.webhookUrl) return undefined;
    const res = await fetch(target.webhookUrl, { method: 'POST', headers, body: raw }).catch(() => null);
    return res?.status;
  }

  /** Sends an event as the webhook switch says: now, held for later, not at all, or twice. */
  async function dispatch(event, data) {
    if (settings.webhook === 'none') return;
    if (settings.webhook === 'hold') return void held.push({ event, data });
    await send(event, data);
    if (settings.webhook === 'twice') await send(event, data);
  }

  const chargeData = (t) => ({
    id: t.id,
    domain: 'test',
    status: t.status,
    reference: t.reference,
    amount: t.paid_amount ?? t.amount,
    gateway_response: t.status === 'success' ? 'Successful' : 'Declined',
    paid_at: t.paid_at,
    created_at: t.created_at,
    channel: t.channel,
    currency: t.currency,
    metadata: t.metadata,
    customer: { id: 1, email: t.email, customer_code: t.customer_code },
    plan: t.plan ? { plan_code: t.plan, interval: 'monthly' } : {},
    requested_amount: t.amount,
  });

  /** The "donor" pays a checkout: the charge succeeds (or fails), its webhooks go out, the address to return to is answered. */
  async function pay(reference, { channel = 'card', fail = false } = {}) {
    const t = transactions.get(reference);
    if (!t) throw new Error(`no transaction ${reference}`);
    t.status = fail ? 'failed' : 'success';
    t.channel = channel;
    t.paid_at = fail ? null : new Date().toISOString();
    if (settings.payAmount !== undefined && !fail) t.paid_amount = settings.payAmount;
    await dispatch('charge.success', chargeData(t));
    if (t.plan && !fail) {
      const code = id('SUB');
      subscriptions.set(code, { code, plan: t.plan, email: t.email, status: 'active' });
      await dispatch('subscription.create', {
        subscription_code: code,
        status: 'active',
        email_token: id('tok'),
        amount: t.amount,
        plan: { plan_code: t.plan, interval: 'monthly', currency: t.currency },
        customer: { email: t.email, customer_code: t.customer_code },
      });
    }
    const back = new URL(t.callback_url);
    back.searchParams.set('trxref', reference);
    back.searchParams.set('reference', reference);
    return back.toString();
  }

  /** A monthly subscription's next charge, under a reference the provider makes. */
  async function chargeAgain(subscriptionCode) {
    const s = subscriptions.get(subscriptionCode);
    const first = [...transactions.values()].find((t) => t.plan === s.plan && t.email === s.email);
    const t = { ...first, id: Date.now(), reference: id('T'), paid_at: new Date().toISOString(), status: 'success' };
    transactions.set(t.reference, t);
    await dispatch('charge.success', chargeData(t));
    return t.reference;
  }

  async function disable(subscriptionCode) {
    const s = subscriptions.get(subscriptionCode);
    s.status = 'complete';
    await dispatch('subscription.disable', {
      subscription_code: s.code,
      status: 'complete',
      plan: { plan_code: s.plan },
      customer: { email: s.email },
    });
  }

  async function refund(reference) {
    const t = transactions.get(reference);
    await dispatch('refund.processed', {
      status: 'processed',
      transaction_reference: reference,
      amount: t.amount,
      currency: t.currency,
      customer: { email: t.email },
    });
  }

  /** Sends what was held back, in order. */
  async function release() {
    for (const { event, data } of held.splice(0)) await send(event, data);
  }

  const reply = (res, status, body) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  const readBody = (req) =>
    new Promise((resolve) => {
      let raw = '';
      req.on('data', (c) => (raw += c));
      req.on('end', () => resolve(raw));
    });

  const page = (
    t,
  ) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Paystack checkout (stand-in)</title></head>
<body><h1>Pay ${t.currency} ${(t.amount / 100).toFixed(2)}</h1><p>${t.email}</p>
<form method="post" action="/checkout/${t.access_code}/pay">
<fieldset><legend>Pay with</legend>
<label><input type="radio" name="channel" value="card" checked> Card</label>
<label><input type="radio" name="channel" value="mobile_money"> Mobile money</label>
</fieldset><button type="submit">Pay</button></form></body></html>`;

  const server = http.createServer(async (req, res) => {
    const url = new URL(req.url, 'http://localhost');
    const raw = await readBody(req);
    try {
      // The hosted checkout is the donor's page: no key.
      const checkout = /^\/checkout\/([^/]+)(\/pay)?$/.exec(url.pathname);
      if (checkout) {
        const t = [...transactions.values()].find((x) => x.access_code === checkout[1]);
        if (!t) return reply(res, 404, { status: false, message: 'Checkout not found' });
        if (!checkout[2]) {
          res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
          return res.end(page(t));
        }
        const channel = new URLSearchParams(raw).get('channel') === 'mobile_money' ? 'mobile_money' : 'card';
        const back = await pay(t.reference, { channel });
        res.writeHead(302, { location: back });
        return res.end();
      }
      if (req.headers.authorization !== `Bearer ${secret}`)
        return reply(res, 401, { status: false, message: 'Invalid key' });

      if (req.method === 'POST' && url.pathname === '/transaction/initialize') {
        const body = JSON.parse(raw || '{}');
        const plan = body.plan ? plans.find((p) => p.plan_code === body.plan) : null;
        if (body.plan && !plan) return reply(res, 400, { status: false, message: 'Plan not found' });
        const amount = plan ? plan.amount : Number(body.amount);
        if (!body.email || !Number.isInteger(amount) || amount <= 0)
          return reply(res, 400, { status: false, message: 'Invalid amount or email' });
        if (!CURRENCIES.has(body.currency ?? 'NGN'))
          return reply(res, 400, { status: false, message: 'Currency not supported by merchant' });
        const reference = body.reference ?? id('T');
        if (transactions.has(reference))
          return reply(res, 400, { status: false, message: 'Duplicate Transaction Reference' });
        const t = {
          id: transactions.size + 1000,
          reference,
          access_code: id('ac'),
          email: body.email,
          amount,
          currency: body.currency ?? 'NGN',
          callback_url: body.callback_url,
          plan: plan?.plan_code ?? null,
          metadata: body.metadata ?? {},
          status: 'abandoned',
          channel: null,
          paid_at: null,
          created_at: new Date().toISOString(),
          customer_code: id('CUS'),
        };
        transactions.set(reference, t);
        const base = `http://127.0.0.1:${server.address().port}`;
        return reply(res, 200, {
          status: true,
          message: 'Authorization URL created',
          data: { authorization_url: `${base}/checkout/${t.access_code}`, access_code: t.access_code, reference },
        });
      }
      const verify = /^\/transaction\/verify\/([^/]+)$/.exec(url.pathname);
      if (req.method === 'GET' && verify) {
        if (settings.verify === 'timeout') return; // never answers: the client's own timeout ends it
        if (settings.verify === 'error') return reply(res, 500, { status: false, message: 'Internal error' });
        const t = transactions.get(decodeURIComponent(verify[1]));
        if (!t) return reply(res, 404, { status: false, message: 'Transaction reference not found' });
        return reply(res, 200, { status: true, message: 'Verification successful', data: chargeData(t) });
      }
      if (url.pathname === '/plan' && req.method === 'GET') {
        const amount = url.searchParams.get('amount');
        const interval = url.searchParams.get('interval');
        const data = plans.filter(
          (p) => (!amount || p.amount === Number(amount)) && (!interval || p.interval === interval),
        );
        return reply(res, 200, { status: true, message: 'Plans retrieved', data });
      }
      if (url.pathname === '/plan' && req.method === 'POST') {
        const body = JSON.parse(raw || '{}');
        if (
          !body.name ||
          !Number.isInteger(body.amount) ||
          !['monthly', 'weekly', 'daily', 'annually'].includes(body.interval)
        )
          return reply(res, 400, { status: false, message: 'Invalid plan' });
        const p = {
          name: body.name,
          amount: body.amount,
          interval: body.interval,
          currency: body.currency ?? 'NGN',
          plan_code: id('PLN'),
        };
        plans.push(p);
        return reply(res, 201, { status: true, message: 'Plan created', data: p });
      }
      const manage = /^\/subscription\/([^/]+)\/manage\/link$/.exec(url.pathname);
      if (req.method === 'GET' && manage) {
        if (!subscriptions.has(manage[1])) return reply(res, 404, { status: false, message: 'Subscription not found' });
        const base = `http://127.0.0.1:${server.address().port}`;
        return reply(res, 200, {
          status: true,
          message: 'Link generated',
          data: { link: `${base}/manage/${manage[1]}` },
        });
      }
      return reply(res, 404, { status: false, message: 'Not found' });
    } catch (error) {
      return reply(res, 500, { status: false, message: String(error) });
    }
  });
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${server.address().port}`;
  return {
    url,
    target,
    settings,
    transactions,
    plans,
    subscriptions,
    held,
    sent,
    send,
    pay,
    chargeAgain,
    disable,
    refund,
    release,
    chargeData: (reference) => chargeData(transactions.get(reference)),
    stop: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve(undefined));
      }),
  };
}
