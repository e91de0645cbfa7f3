/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { EventList } from '@/components/events/event-list';
import type { EventItem, FaqItem } from '@/lib/api/schemas';
import { setTestLocale } from '@/tests/support/next-intl-server';
import { FaqList } from './faq-list';
import { TeamGrid } from './team-grid';

/* Records on a page in another language: translated fields shown in it, unmarked; English ones marked lang="en". */

const faqs: FaqItem[] = [
  {
    _id: 'a',
    question: 'Who can join?',
    answer: 'Anyone over sixteen.',
    translations: { fr: { question: 'Qui peut adhérer ?', answer: 'Toute personne de plus de seize ans.' } },
  },
  {
    _id: 'b',
    question: 'Is it free?',
    answer: 'Yes, always.',
    translations: { fr: { question: 'Est-ce gratuit ?' } },
  },
  { _id: 'c', question: 'Where are you?', answer: 'In Kano.' },
];

describe('the FAQ on a French page', () => {
  beforeEach(() => setTestLocale('fr'));

  it('shows a wholly translated question without an English mark', async () => {
    render(await FaqList({ items: faqs }));
    expect(screen.getByRole('heading', { name: 'Qui peut adhérer ?' })).not.toHaveAttribute('lang');
    expect(screen.getByText('Toute personne de plus de seize ans.')).not.toHaveAttribute('lang');
  });

  it('marks only the English fields of a partly translated question, and every field of an untranslated one', async () => {
    render(await FaqList({ items: faqs }));
    expect(screen.getByRole('heading', { name: 'Est-ce gratuit ?' })).not.toHaveAttribute('lang');
    expect(screen.getByText('Yes, always.')).toHaveAttribute('lang', 'en');
    expect(screen.getByRole('heading', { name: 'Where are you?' })).toHaveAttribute('lang', 'en');
    expect(screen.getByText('In Kano.')).toHaveAttribute('lang', 'en');
  });

  it('says each question’s language in the structured data', async () => {
    const { container } = render(await FaqList({ items: faqs }));
    const data = JSON.parse(container.querySelector('script[type="application/ld+json"]')!.textContent) as {
      inLanguage: string;
      mainEntity: { name: string; inLanguage: string }[];
    };
    expect(data.inLanguage).toBe('fr');
    expect(data.mainEntity.map((q) => [q.name, q.inLanguage])).toEqual([
      ['Qui peut adhérer ?', 'fr'],
      ['Est-ce gratuit ?', 'en'],
      ['Where are you?', 'en'],
    ]);
  });
});

it('marks nothing on an English page', async () => {
  const { container } = render(await FaqList({ items: faqs }));
  expect(screen.getByRole('heading', { name: 'Who can join?' })).toBeInTheDocument();
  expect(container.querySelector('[lang]')).toBeNull();
});

it('shows a team member’s translated position in Hausa, and marks an untranslated one', async () => {
  setTestLocale('ha');
  render(
    await TeamGrid({
      items: [
        {
          firstName: 'Ama',
          lastName: 'Owusu',
          position: 'Teacher',
          image: undefined,
          translations: { ha: { position: 'Malama' } },
        },
        { firstName: 'Musa', lastName: 'Bello', position: 'Designer', image: undefined },
      ],
    }),
  );
  expect(screen.getByText('Malama')).not.toHaveAttribute('lang');
  expect(screen.getByText('Designer')).toHaveAttribute('lang', 'en');
});

it('shows an event card’s translated name and description unmarked, the speakers marked English', async () => {
  setTestLocale('fr');
  const event: EventItem = {
    eventId: 'EVT1',
    eventName: 'Reading day',
    eventDate: '2030-01-01',
    eventTime: '10:00 AM WAT',
    speakers: ['Amina Bello'],
    image: undefined,
    registerUrl: undefined,
    eventDescription: 'Books for all.',
    eventGallery: [],
    schedule: '',
    translations: { fr: { eventName: 'Journée de lecture', eventDescription: 'Des livres pour tous.' } },
  };
  render(await EventList({ items: [event], when: 'upcoming' }));
  expect(screen.getByRole('heading', { name: 'Journée de lecture' })).not.toHaveAttribute('lang');
  expect(screen.getByText('Des livres pour tous.')).not.toHaveAttribute('lang');
  expect(screen.getByText(/Amina Bello/)).toHaveAttribute('lang', 'en');
});
