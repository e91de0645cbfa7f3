/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { Countdown, type CountdownWords } from './countdown';

const FRENCH: CountdownWords = {
  heading: "Temps restant avant l'événement",
  intl: 'fr-FR',
  units: {
    days: { one: 'Jour', many: 'Jours', other: 'Jours' },
    hours: { one: 'Heure', many: 'Heures', other: 'Heures' },
    minutes: { one: 'Minute', many: 'Minutes', other: 'Minutes' },
    seconds: { one: 'Seconde', many: 'Secondes', other: 'Secondes' },
  },
};

it('names each unit in the form its count calls for, in the page’s language', () => {
  const now = Date.parse('2027-03-01T00:00:00Z');
  jest.useFakeTimers({ now });
  // 1 day, 2 hours, 0 minutes, 5 seconds ahead.
  const target = new Date(now + 86_400_000 + 2 * 3_600_000 + 5000).toISOString();
  render(<Countdown target={target} renderedAt={now} words={FRENCH} />);
  expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
    '1Jour',
    '2Heures',
    '0Minute',
    '5Secondes',
  ]);
  expect(screen.getByRole('heading')).toHaveTextContent("Temps restant avant l'événement");
  jest.useRealTimers();
});
