import { eventBegins, eventSchedule, eventTimeIn, localIso, readEventTime } from './event-schedule';

// The day as the seed and the admin server write it: 09:00 UTC of the event's day.
const on = (eventTime: string, eventDate = '2027-03-14T09:00:00.000Z') => eventSchedule({ eventDate, eventTime });
const iso = (d: Date | null | undefined) => d?.toISOString();

describe('an event time as the organisation writes it', () => {
  test.each([
    // [text, start UTC, end UTC or null]
    ['2:00 PM WAT', '2027-03-14T13:00:00.000Z', null],
    ['9:00 AM GMT', '2027-03-14T09:00:00.000Z', null],
    ['10:00 AM WAT', '2027-03-14T09:00:00.000Z', null],
    ['8:30 AM GMT', '2027-03-14T08:30:00.000Z', null],
    ['6:00 PM GMT', '2027-03-14T18:00:00.000Z', null],
    ['12:00 PM GMT', '2027-03-14T12:00:00.000Z', null],
    ['12:15 AM GMT', '2027-03-14T00:15:00.000Z', null],
    ['14:00 UTC', '2027-03-14T14:00:00.000Z', null],
    ['9am WAT', '2027-03-14T08:00:00.000Z', null],
    ['9:00 a.m. GMT', '2027-03-14T09:00:00.000Z', null],
    ['9:00 AM - 5:00 PM WAT', '2027-03-14T08:00:00.000Z', '2027-03-14T16:00:00.000Z'],
    ['9:00 AM – 1:30 PM GMT', '2027-03-14T09:00:00.000Z', '2027-03-14T13:30:00.000Z'],
    ['9 - 11 AM GMT', '2027-03-14T09:00:00.000Z', '2027-03-14T11:00:00.000Z'],
    ['9 - 5 PM GMT', '2027-03-14T09:00:00.000Z', '2027-03-14T17:00:00.000Z'],
    ['10:00 to 12:00 WAT', '2027-03-14T09:00:00.000Z', '2027-03-14T11:00:00.000Z'],
    ['14:00 GMT+2', '2027-03-14T12:00:00.000Z', null],
    ['14:00 UTC-01:30', '2027-03-14T15:30:00.000Z', null],
  ])('%s starts at %s and ends at %s', (text, start, end) => {
    const s = on(text);
    expect(s.allDay).toBe(false);
    if (s.allDay) return;
    expect(iso(s.start)).toBe(start);
    expect(iso(s.end)).toBe(end ?? undefined);
    expect(s.day).toBe('2027-03-14');
  });

  test('a time written without its zone is read at home, West Africa Time (UTC+1), and says it had none', () => {
    const s = on('14:00');
    expect(s.allDay).toBe(false);
    if (s.allDay) return;
    expect(iso(s.start)).toBe('2027-03-14T13:00:00.000Z');
    expect(s.zoneWritten).toBe(false);
    expect(readEventTime('2:00 PM WAT')?.zoneWritten).toBe(true);
  });

  test.each([
    '',
    'All day',
    'Morning',
    'TBA',
    '9',
    '25:00 GMT',
    '9:75 AM',
    '13:00 PM GMT',
    'Noon till late',
    '9:00 AM PST',
    '10:00 AM GMT+20',
  ])('“%s” cannot be read: the event is the whole day, never an invented hour', (text) => {
    expect(on(text)).toEqual({ allDay: true, day: '2027-03-14' });
  });

  test('a range whose end is not after its start keeps the start and drops the end', () => {
    const s = on('5:00 PM - 9:00 AM GMT');
    expect(!s.allDay && iso(s.start)).toBe('2027-03-14T17:00:00.000Z');
    expect(!s.allDay && s.end).toBeNull();
  });

  test('the day is the one the date names in the event’s zone; a date alone is that day', () => {
    expect(on('9:00 AM WAT', '2027-03-13T23:30:00.000Z').day).toBe('2027-03-14');
    expect(on('9:00 AM GMT', '2027-03-13T23:30:00.000Z').day).toBe('2027-03-13');
    expect(on('', '2027-03-14')).toEqual({ allDay: true, day: '2027-03-14' });
    expect(iso(eventBegins(on('2:00 PM WAT', '2027-03-14')))).toBe('2027-03-14T13:00:00.000Z');
  });

  test('a whole-day event begins, for the countdown, at midnight at home', () => {
    expect(iso(eventBegins(on('To be announced')))).toBe('2027-03-13T23:00:00.000Z');
  });

  test('an instant reads in the event’s own zone with its offset', () => {
    expect(localIso(new Date('2027-03-14T13:00:00Z'), 60)).toBe('2027-03-14T14:00:00+01:00');
    expect(localIso(new Date('2027-03-14T09:00:00Z'), 0)).toBe('2027-03-14T09:00:00+00:00');
    expect(localIso(new Date('2027-03-14T15:30:00Z'), -90)).toBe('2027-03-14T14:00:00-01:30');
  });
});

describe('an event’s time in a page’s language', () => {
  it('is written as each language writes the time of day, with its zone', () => {
    expect(eventTimeIn('9:00 AM GMT', 'en')).toBe('9:00 AM GMT');
    expect(eventTimeIn('9:00 AM GMT', 'fr')).toBe('9\u00a0h\u00a000\u00a0GMT');
    expect(eventTimeIn('2:00 PM WAT', 'fr')).toBe('14\u00a0h\u00a000\u00a0WAT');
    expect(eventTimeIn('9:00 AM - 5:00 PM WAT', 'ha')).toBe('9:00 – 17:00\u00a0WAT');
    expect(eventTimeIn('14:00', 'fr')).toBe('14\u00a0h\u00a000\u00a0WAT');
    expect(eventTimeIn('6:30 PM GMT+1', 'ha')).toBe('18:30\u00a0GMT+1');
  });

  it('is null where the text cannot be read, so that the page shows it as written', () => {
    expect(eventTimeIn('after lunch', 'fr')).toBeNull();
  });
});
