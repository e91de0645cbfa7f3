/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { EventList } from '@/components/events/event-list';
import { FaqList } from './faq-list';
import { TeamGrid } from './team-grid';
import { setTestLocale } from '@/tests/support/next-intl-server';

/* What a visitor sees when the admin API fails or has nothing: the spec's messages, in the page's language. */

// The queries (lib/queries) give a list, or null when it could not be read: down, slow or broken alike.
const failed = null;
const empty: never[] = [];

describe('team grid', () => {
  it('says something went wrong when the API fails', async () => {
    render(await TeamGrid({ items: failed }));
    expect(screen.getByRole('status')).toHaveTextContent('Something went wrong');
  });

  it('says there are no members when the list is empty', async () => {
    render(await TeamGrid({ items: empty }));
    expect(screen.getByText('No team members found')).toBeInTheDocument();
  });

  it('shows each member with a portrait, or the fallback picture', async () => {
    render(await TeamGrid({ items: [{ firstName: 'Ama', lastName: 'Owusu', position: 'Teacher', image: undefined }] }));
    expect(screen.getByRole('heading', { name: 'Ama Owusu' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Portrait of Ama Owusu' }).getAttribute('src')).toContain('fallback');
  });

  it('shows a picture kept on another host as it is, without the image optimizer', async () => {
    const image = 'https://images.example.org/team/ama.jpg';
    render(await TeamGrid({ items: [{ firstName: 'Ama', lastName: 'Owusu', position: 'Teacher', image }] }));
    expect(screen.getByRole('img', { name: 'Portrait of Ama Owusu' })).toHaveAttribute('src', image);
  });
});

describe('FAQ list', () => {
  it('shows the error message when the API times out', async () => {
    render(await FaqList({ items: failed }));
    expect(screen.getByRole('status')).toHaveTextContent('Error Fetching Data!!!');
  });

  it('shows the empty message', async () => {
    render(await FaqList({ items: empty }));
    expect(screen.getByText('No Faq Data Available')).toBeInTheDocument();
  });
});

describe('event lists', () => {
  it('shows the error message when the API fails', async () => {
    render(await EventList({ items: failed, when: 'upcoming' }));
    expect(screen.getByRole('status')).toHaveTextContent('Error Fetching Event. Try again Later!');
  });

  it.each([
    ['upcoming', 'No Upcoming Events!!!'],
    ['past', 'There are no Past Event Available!!!'],
  ] as const)('shows the %s empty message', async (when, text) => {
    render(await EventList({ items: empty, when }));
    expect(screen.getByText(text)).toBeInTheDocument();
  });
});

describe('on a French page', () => {
  it('shows the message the page names in French', async () => {
    setTestLocale('fr');
    render(await TeamGrid({ items: failed }));
    expect(screen.getByRole('status')).toHaveTextContent('Une erreur s’est produite');
  });

  it('marks a member’s own text as English, and names the portrait in French', async () => {
    setTestLocale('fr');
    render(await TeamGrid({ items: [{ firstName: 'Ama', lastName: 'Owusu', position: 'Teacher', image: undefined }] }));
    expect(screen.getByText('Teacher')).toHaveAttribute('lang', 'en');
    expect(screen.getByRole('img', { name: 'Portrait de Ama Owusu' })).toBeInTheDocument();
  });
});
