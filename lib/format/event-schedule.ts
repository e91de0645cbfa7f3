import type { EventItem } from '../api/schemas';
import { DEFAULT_LOCALE, type Locale } from '../i18n/locales';

/*
 * When an event happens, decided in one place from what the organisation entered: the event's date
 * (`eventDate`, an ISO date or time) and its time as written (`eventTime`: "9:00 AM GMT", "2:00 PM WAT",
 * "14:00", "9:00 AM - 5:00 PM WAT"). The page, the countdown, the .ics file, the Google Calendar link and
 * the JSON-LD all read this, so a calendar never places an event at another time than its page says.
 * A time that cannot be read makes a whole-day event: no hour is ever invented.
 */

/** Zones as the organisation writes them, in minutes east of UTC. */
const ZONES: Record<string, number> = { GMT: 0, UTC: 0, WAT: 60, CAT: 120, SAST: 120, EAT: 180 };

/** The zone of a time written without one: the group's home, West Africa Time (Lagos, Kano). */
export const HOME_ZONE = 'WAT';

export type EventSchedule =
  /** A start (and end, where the text gave one) at a known instant. `offset`: the zone's minutes east of UTC. */
  | { allDay: false; day: string; start: Date; end: Date | null; offset: number; zoneWritten: boolean }
  /** The day alone (YYYY-MM-DD), where no time could be read. */
  | { allDay: true; day: string };

const TIME = String.raw`(\d{1,2})(?:[:.](\d{2}))?\s*([ap])?\.?\s*m?\.?`;
const ZONE = String.raw`(GMT|UTC|WAT|CAT|SAST|EAT)?\s*(?:([+-])\s*(\d{1,2})(?::?(\d{2}))?)?`;
const PATTERN = new RegExp(String.raw`^\s*${TIME}\s*(?:(?:-|–|—|to|until)\s*${TIME})?\s*${ZONE}\s*$`, 'i');

interface ClockTime {
  minutes: number;
  meridiem: 'a' | 'p' | undefined;
}

/** Minutes after midnight of "9", "9:30", "14:00" with its am/pm; undefined if it is not a time of day. */
function clock(
  hour: string,
  minute: string | undefined,
  meridiem: string | undefined,
  explicit: boolean,
): ClockTime | undefined {
  const h = Number(hour);
  const m = minute === undefined ? 0 : Number(minute);
  const half = meridiem?.toLowerCase() as 'a' | 'p' | undefined;
  // A bare number ("9") is a time only beside an am/pm somewhere in the text.
  if (minute === undefined && !half && !explicit) return undefined;
  if (m > 59) return undefined;
  if (half) {
    if (h < 1 || h > 12) return undefined;
    return { minutes: ((h % 12) + (half === 'p' ? 12 : 0)) * 60 + m, meridiem: half };
  }
  return h > 23 ? undefined : { minutes: h * 60 + m, meridiem: undefined };
}

/** The text's start and end in minutes after midnight, and its zone's offset; undefined if it is not a time. */
export function readEventTime(
  text: string,
): { start: number; end: number | null; offset: number; zoneWritten: boolean } | undefined {
  const m = PATTERN.exec(text.trim());
  if (!m) return undefined;
  const [, h1, m1, a1, h2, m2, a2, zone, sign, oh, om] = m;
  const ranged = h2 !== undefined;
  const end = ranged ? clock(h2, m2, a2, !!a2) : null;
  // "9 - 11 AM": the start takes the end's am/pm, unless that would put it after the end ("9 - 5 PM").
  let start = clock(h1!, m1, a1, !!(a1 || a2));
  if (start && !a1 && a2 && end && h1 && Number(h1) <= 12) {
    const same = clock(h1, m1, a2, true);
    start = same && same.minutes < end.minutes ? same : clock(h1, m1, 'a', true);
  }
  if (!start || end === undefined) return undefined;
  let offset = ZONES[(zone ?? HOME_ZONE).toUpperCase()]!;
  if (sign) {
    const shift = Number(oh) * 60 + Number(om ?? 0);
    if (Number(oh) > 14 || Number(om ?? 0) > 59) return undefined;
    offset += sign === '-' ? -shift : shift;
  }
  return {
    start: start.minutes,
    end: end && end.minutes > start.minutes ? end.minutes : null,
    offset,
    zoneWritten: !!(zone || sign),
  };
}

/** A time of day, minutes after midnight, as a language writes it: French « 9 h 00 », others "9:00" (24-hour). */
function clockIn(minutes: number, locale: Locale): string {
  const hour = Math.floor(minutes / 60);
  const minute = String(minutes % 60).padStart(2, '0');
  return locale === 'fr' ? `${hour}\u00a0h\u00a0${minute}` : `${hour}:${minute}`;
}

/**
 * An event's time as a page in `locale` writes it, from the time the organisation entered: English as
 * written ("9:00 AM GMT"), French « 9 h 00 GMT », Hausa "9:00 GMT" (the 24-hour clock), a range with an
 * en dash, the zone as written ("WAT" where none was). Null for a text that cannot be read, which the page
 * shows as written.
 */
export function eventTimeIn(eventTime: string, locale: Locale): string | null {
  if (locale === DEFAULT_LOCALE) return eventTime;
  const time = readEventTime(eventTime);
  const m = PATTERN.exec(eventTime.trim());
  if (!time || !m) return null;
  const [, , , , , , , zone, sign, hours, minutes] = m;
  const shift = sign ? `${sign}${Number(hours)}${minutes ? `:${minutes}` : ''}` : '';
  const zoneText = zone ? `${zone.toUpperCase()}${shift}` : shift ? `UTC${shift}` : HOME_ZONE;
  const span =
    time.end === null ? clockIn(time.start, locale) : `${clockIn(time.start, locale)} – ${clockIn(time.end, locale)}`;
  return `${span}\u00a0${zoneText}`;
}

/** YYYY-MM-DD of an instant, as the clock reads in a zone `offset` minutes east of UTC. */
const dayIn = (instant: number, offset: number) => new Date(instant + offset * 60_000).toISOString().slice(0, 10);

/** The calendar day an event's date names, as read in its zone: a date alone is that day. */
function eventDay(eventDate: string, offset: number): string | undefined {
  if (/^\d{4}-\d{2}-\d{2}$/.test(eventDate)) return eventDate;
  const at = Date.parse(eventDate);
  return Number.isNaN(at) ? undefined : dayIn(at, offset);
}

/** The instant a clock in a zone `offset` minutes east of UTC reads `minutes` after midnight on `day`. */
const instantOf = (day: string, minutes: number, offset: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + (minutes - offset) * 60_000);

export function eventSchedule(e: Pick<EventItem, 'eventDate' | 'eventTime'>): EventSchedule {
  const time = readEventTime(e.eventTime ?? '');
  const offset = time?.offset ?? ZONES[HOME_ZONE]!;
  const day = eventDay(e.eventDate, offset) ?? e.eventDate.slice(0, 10);
  if (!time) return { allDay: true, day };
  return {
    allDay: false,
    day,
    start: instantOf(day, time.start, offset),
    end: time.end === null ? null : instantOf(day, time.end, offset),
    offset,
    zoneWritten: time.zoneWritten,
  };
}

/** Which list an event belongs to: upcoming until its date, as the admin server's own lists count it. */
export const whenAt = (eventDate: string, now: number): 'upcoming' | 'past' =>
  Date.parse(eventDate) >= now ? 'upcoming' : 'past';

export type EventWhen = 'upcoming' | 'past';

/** Upcoming until its date, as the admin server's own lists count it (and proxy.ts, for its redirects). */
export const eventWhen = (event: EventItem, now = Date.now()): EventWhen => whenAt(event.eventDate, now);

/** An event's page: its address says whether the event is upcoming or past. */
export const eventPath = (eventId: string, when: EventWhen) =>
  `/events/${when}-event-details/${encodeURIComponent(eventId)}`;

export const eventHref = (event: EventItem, when: EventWhen = eventWhen(event)) => eventPath(event.eventId, when);

/** When the event begins: its start, or for a whole-day event the day's first moment at home. What the countdown counts to. */
export const eventBegins = (s: EventSchedule): Date => (s.allDay ? instantOf(s.day, 0, ZONES[HOME_ZONE]!) : s.start);

/** 2027-03-14T14:00:00+01:00: the instant as the event's own clock reads it (schema.org's preferred form). */
export function localIso(instant: Date, offset: number): string {
  const local = new Date(instant.getTime() + offset * 60_000).toISOString().slice(0, 19);
  const sign = offset < 0 ? '-' : '+';
  const abs = Math.abs(offset);
  return `${local}${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}

/** The day after YYYY-MM-DD: a whole-day calendar entry ends there (exclusive). */
export const nextDay = (day: string) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/** The eventDate to store for a day and a time as written: the instant it starts, or the day at 09:00 UTC (as the admin server writes a date) where no time can be read. */
export function eventStart(day: string, time: string): string {
  const s = eventSchedule({ eventDate: day, eventTime: time });
  return s.allDay ? `${day}T09:00:00.000Z` : s.start.toISOString();
}
