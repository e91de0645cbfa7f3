import { createClient, errorMessage, TIMEOUT_MESSAGE, type Transport } from './client';
import { endpoints } from './contract';

/*
 * The typed client against replies recorded in the existing admin server's shapes,
 * including its quirks and its failures. No server runs here: the transport replays.
 */

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function replay(reply: Response | (() => Promise<Response>)) {
  const calls: { url: string; init: RequestInit }[] = [];
  const transport: Transport = async (url, init) => {
    calls.push({ url, init });
    return typeof reply === 'function' ? reply() : reply;
  };
  return { client: createClient({ baseUrl: 'https://admin.example.org/api', transport, timeoutMs: 200 }), calls };
}

describe('typed client', () => {
  it('returns the data of a good list even when the server says success:false', async () => {
    const { client, calls } = replay(
      json(200, {
        success: false,
        data: [
          {
            _id: 'n1',
            title: 'School reopens',
            post: '<p>Body</p>',
            category: ['Education'],
            createdAt: '2024-01-01T00:00:00Z',
          },
        ],
      }),
    );
    const result = await client.call(endpoints.news, {});
    expect(calls[0]?.url).toBe('https://admin.example.org/api/acn/newsAndUpdates/getUserAllNewsAndUpdates');
    expect(result).toMatchObject({ ok: true, status: 200 });
    expect(result.ok && result.data[0]).toMatchObject({ id: 'n1', title: 'School reopens', post: '<p>Body</p>' });
  });

  it('accepts a news item without _id, using its postId', async () => {
    const { client } = replay(
      json(200, { success: true, data: { postId: 'ABCD1234', title: 'No id here', post: '<p>x</p>' } }),
    );
    const result = await client.call(endpoints.newsItem, { params: { id: 'ABCD1234' } });
    expect(result.ok && result.data.id).toBe('ABCD1234');
  });

  it('reads a story whose text is in `story`, as the existing server sends it', async () => {
    const { client } = replay(
      json(200, {
        success: true,
        data: [{ storyId: 'STY1', title: 'A story', story: '<p>Told here</p>', category: 'Health, Water' }],
      }),
    );
    const result = await client.call(endpoints.stories, {});
    expect(result.ok && result.data[0]).toMatchObject({
      id: 'STY1',
      post: '<p>Told here</p>',
      category: ['Health', 'Water'],
    });
  });

  it('takes the active items of the first FAQ record from a list of records', async () => {
    const { client } = replay(
      json(200, {
        success: true,
        data: [
          {
            _id: 'r1',
            faqs: [
              { _id: 'a', question: 'Q1', answer: 'A1', active: true },
              { _id: 'b', question: 'Hidden', answer: 'x', active: false },
            ],
          },
          { _id: 'r2', faqs: [{ _id: 'c', question: 'Second record', answer: 'y', active: true }] },
        ],
      }),
    );
    const result = await client.call(endpoints.faq, { params: { site: 'educonnect' } });
    expect(result.ok && result.data.map((f) => f.question)).toEqual(['Q1']);
  });

  it('takes the FAQ items of a single record', async () => {
    const { client } = replay(
      json(200, { success: true, data: { _id: 'r', faqs: [{ question: 'Q', answer: 'A', active: true }] } }),
    );
    const result = await client.call(endpoints.faq, { params: { site: 'acn' } });
    expect(result.ok && result.data).toHaveLength(1);
  });

  it('drops list items it cannot read rather than failing the page', async () => {
    const { client } = replay(
      json(200, { success: true, data: [{ firstName: 'Ada', position: 'Lead' }, { nonsense: true }] }),
    );
    const result = await client.call(endpoints.team, { params: { team: 'acnAmbassadors' } });
    expect(result.ok && result.data.map((m) => m.firstName)).toEqual(['Ada']);
  });

  it('turns an HTML 404 page into an error result with the status and no message', async () => {
    const { client } = replay(
      new Response('<!DOCTYPE html><html><body><pre>Cannot GET /api/x</pre></body></html>', {
        status: 404,
        headers: { 'content-type': 'text/html' },
      }),
    );
    const result = await client.call(endpoints.events, {});
    expect(result).toEqual({ ok: false, status: 404, message: null });
    expect(!result.ok && errorMessage(result)).toBe('An error occurred');
  });

  it("turns a 500 with a message string into an error result carrying the server's message", async () => {
    const { client } = replay(json(500, { success: false, data: 'Something broke on our side' }));
    const result = await client.call(endpoints.newDonation, {
      body: {
        firstName: 'A',
        lastName: 'B',
        email: 'a@b.co',
        phoneNumber: '0201234567',
        country: 'Ghana',
        donationType: 'Monthly',
      },
    });
    expect(result).toEqual({ ok: false, status: 500, message: 'Something broke on our side' });
    expect(!result.ok && errorMessage(result)).toBe('Something broke on our side');
  });

  it('gives up after the timeout with an error result instead of hanging', async () => {
    // A transport that never answers still ends: the client's own signal aborts it.
    const never: Transport = (_url, init) =>
      new Promise((_, reject) => init.signal?.addEventListener('abort', () => reject(init.signal?.reason as Error)));
    const slow = createClient({ baseUrl: 'https://admin.example.org/api', transport: never, timeoutMs: 50 });
    const result = await slow.call(endpoints.futureEvents, {});
    expect(result).toEqual({ ok: false, status: null, message: TIMEOUT_MESSAGE });
  });

  it("carries the error's message when there is no reply at all", async () => {
    const { client } = replay(() => Promise.reject(new TypeError('fetch failed')));
    const result = await client.call(endpoints.pastEvents, {});
    expect(result).toEqual({ ok: false, status: null, message: 'fetch failed' });
  });

  it('treats a 2xx reply without data as a failure of the form', async () => {
    const { client } = replay(json(200, { success: true }));
    const result = await client.call(endpoints.subscribe, { body: { email: 'a@b.co', website: 'acn' } });
    expect(result.ok).toBe(false);
  });

  it('sends form bodies as JSON with the right method and path', async () => {
    const { client, calls } = replay(json(201, { success: true, data: 'Message sent' }));
    const result = await client.call(endpoints.contact, {
      params: { arm: 'arewahub' },
      body: { firstName: 'A', lastName: 'B', email: 'a@b.co', phoneNumber: '0201234567', message: 'Hi' },
    });
    expect(result).toEqual({ ok: true, status: 201, data: 'Message sent' });
    expect(calls[0]?.url).toBe('https://admin.example.org/api/arewaHub/contactUs/sendMessage');
    expect(calls[0]?.init.method).toBe('POST');
    expect(JSON.parse(calls[0]?.init.body as string)).toMatchObject({ firstName: 'A', message: 'Hi' });
  });

  it('passes a 400 message through for the error toast', async () => {
    const { client } = replay(json(400, { success: false, data: 'Email already exists' }));
    const result = await client.call(endpoints.volunteer, {
      body: { firstName: 'A', lastName: 'B', email: 'a@b.co', phoneNumber: '0201234567', message: 'Hi' },
    });
    expect(!result.ok && errorMessage(result)).toBe('Email already exists');
  });

  it('hands a server in this process the body as it is, and reads its answer like any reply', async () => {
    const given: unknown[] = [];
    const client = createClient({
      baseUrl: '/api',
      timeoutMs: 200,
      deliver: (path, method, body) => {
        given.push([path, method, body]);
        return Promise.resolve(json(201, { success: true, data: 'Subscribed successfully' }));
      },
    });
    const body = { email: 'ama@example.org', website: 'acn' as const };
    expect(await client.call(endpoints.subscribe, { body })).toEqual({
      ok: true,
      status: 201,
      data: 'Subscribed successfully',
    });
    expect(given).toEqual([['/suscribe/addSuscriber', 'POST', body]]);
    expect((given[0] as unknown[])[2]).toBe(body);
  });

  it('gives up on a server in this process after the timeout too', async () => {
    const client = createClient({ baseUrl: '/api', timeoutMs: 50, deliver: () => new Promise<Response>(() => {}) });
    expect(await client.call(endpoints.news, {})).toEqual({ ok: false, status: null, message: TIMEOUT_MESSAGE });
  });
});

describe('a client made for one submission', () => {
  const KEY = '8e03978e-40d5-43e8-bc93-6894a57f9324';
  const message = { firstName: 'A', lastName: 'B', email: 'a@b.co', phoneNumber: '0201234567', message: 'Hi' };

  function keyed() {
    const calls: { url: string; init: RequestInit }[] = [];
    const transport: Transport = (url, init) => {
      calls.push({ url, init });
      return Promise.resolve(json(201, { success: true, data: { message: 'Message sent successfully', id: 'm1' } }));
    };
    const client = createClient({ baseUrl: '/api', transport, timeoutMs: 200, idempotencyKey: KEY });
    const sent = (i: number) => new Headers(calls[i]!.init.headers).get('idempotency-key');
    return { client, calls, sent };
  }

  it('sends its key, as the draft writes it, with every post of a public submission, retries included', async () => {
    const { client, sent } = keyed();
    await client.call(endpoints.contact, { params: { arm: 'acn' }, body: message });
    await client.call(endpoints.contact, { params: { arm: 'acn' }, body: message });
    expect([sent(0), sent(1)]).toEqual([`"${KEY}"`, `"${KEY}"`]);
  });

  it('sends no key with a read, a staff write or an e-mail link: none of them is a submission', async () => {
    const { client, sent } = keyed();
    await client.call(endpoints.news, {});
    await client.call(endpoints.addFaq, { params: { site: 'acn' }, body: { question: 'Q?', answer: 'A.' } });
    await client.call(endpoints.confirmSubscription, { body: { token: 'abc' } });
    expect([sent(0), sent(1), sent(2)]).toEqual([null, null, null]);
  });

  it('hands a server in this process its key among the headers', async () => {
    const given: Record<string, string>[] = [];
    const client = createClient({
      baseUrl: '/api',
      idempotencyKey: KEY,
      deliver: (_path, _method, _body, headers) => {
        given.push(headers);
        return Promise.resolve(json(201, { success: true, data: 'Subscribed successfully' }));
      },
    });
    await client.call(endpoints.subscribe, { body: { email: 'ama@example.org', website: 'acn' } });
    expect(given[0]).toMatchObject({ 'Idempotency-Key': `"${KEY}"` });
  });
});
