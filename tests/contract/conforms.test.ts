import { endpoints } from '@/lib/api/contract';
import type { AnyEndpoint } from '@/lib/api/routes';
import { conforms } from './conforms';

// The contract suite calls conforms() on every good reply: these show that a drifting server fails it.
const as = (e: unknown) => e as AnyEndpoint;

it('accepts a reply the output schema describes', () => {
  expect(conforms(as(endpoints.team), [{ firstName: 'Ama', lastName: 'Mensah', position: 'Director' }])).toBeNull();
  expect(conforms(as(endpoints.newDonation), { message: 'Received', donationId: 'AB12CD34' })).toBeNull();
});

it('refuses a list with one bad item, which the site itself would quietly drop', () => {
  const reply = [{ firstName: 'Ama' }, { lastName: 'No first name' }];
  expect(endpoints.team.output.parse(reply)).toHaveLength(1);
  expect(conforms(as(endpoints.team), reply)).toMatch(/^item 1: firstName/);
});

it('refuses a single record missing a required field, and a list where one record is due', () => {
  expect(conforms(as(endpoints.product), { productName: 'Beads', price: 10 })).toMatch(/productId/);
  expect(conforms(as(endpoints.events), { eventId: 'x' })).toBe('expected a list, got object');
});
