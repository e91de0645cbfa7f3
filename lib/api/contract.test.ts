import { CONTACTS, type ContactArm, endpoints, fillTemplate } from './contract';
import { POSTED, SUBMISSION_PATHS } from './submissions';

/* The paths the client calls are the table's templates, filled: each written once. */

it('fills each placeholder, escaped, and leaves off a query pair whose parameter is not given', () => {
  expect(fillTemplate('/acn/story/getUserAStory/{id}', { id: 'a b/c' })).toBe('/acn/story/getUserAStory/a%20b%2Fc');
  expect(fillTemplate('/arewahub/product/fetchProducts?productForm={form}', {})).toBe(
    '/arewahub/product/fetchProducts',
  );
  expect(fillTemplate('/arewahub/product/fetchProducts?productForm={form}', { form: 'book' })).toBe(
    '/arewahub/product/fetchProducts?productForm=book',
  );
});

it('calls the paths the organisation’s server answers', () => {
  expect(endpoints.products.path({})).toBe('/arewahub/product/fetchProducts');
  expect(endpoints.products.path({ form: 'bead' })).toBe('/arewahub/product/fetchProducts?productForm=bead');
  expect(endpoints.event.path({ eventId: 'EVT00001' })).toBe('/arewahub/events/getEvent/EVT00001');
  expect(endpoints.setTestimonyStatus.path({ id: 'x/y' })).toBe('/admin/testimonies/x%2Fy/status');
  expect(endpoints.adminTestimonies.path({})).toBe('/admin/testimonies');
  expect(endpoints.addFaq.path({ site: 'acn' })).toBe('/admin/faq/acn');
  expect(endpoints.team.path({ team: 'acnAmbassadors' })).toBe('/acn/ambassdor/getAllTeam');
  expect(endpoints.news.path()).toBe('/acn/newsAndUpdates/getUserAllNewsAndUpdates');
});

it('posts a submission whose form kit could not be loaded as the table posts it', () => {
  const arms = Object.keys(CONTACTS) as ContactArm[];
  for (const arm of arms) expect(POSTED.contact.path({ arm })).toBe(endpoints.contact.path({ arm }));
  for (const name of Object.keys(SUBMISSION_PATHS) as (keyof typeof SUBMISSION_PATHS)[]) {
    const { method, idempotent } = endpoints[name];
    expect([name, POSTED[name].path(), POSTED[name].method, POSTED[name].idempotent]).toEqual([
      name,
      endpoints[name].path(),
      method,
      idempotent,
    ]);
  }
  expect(POSTED.contact).toMatchObject({ method: 'POST', idempotent: true });
});
