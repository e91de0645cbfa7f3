import type { EventItem } from '../api/schemas';
import { eventSchedule, nextDay } from '../format/event-schedule';
import { SITE_NAME } from './metadata';
import { plainText } from '../format/sanitize';
import { siteUrl } from '../platform/env';

/*
 * Events for calendars: iCalendar (RFC 5545) files and "Add to Google Calendar" links, both at the
 * time lib/format/event-schedule.ts reads from the event. A time that cannot be read is a whole-day entry;
 * a start without an end is an entry at that moment (RFC 5545 3.6.1: DTSTART alone), never a made-up length.
 */

/** 20270116T090000Z */
const utc = (d: Date) =>
  d
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** TEXT values escape backslash, semicolon, comma and line breaks. */
const text = (v: string) => v.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');

/** Lines longer than 75 octets continue on the next line after a space, never inside a character. */
function fold(line: string): string {
  const out: string[] = [];
  let current = '';
  let octets = 0;
  for (const ch of line) {
    const size = Buffer.byteLength(ch);
    if (octets + size > (out.length === 0 ? 75 : 74)) {
      out.push(current);
      current = '';
      octets = 0;
    }
    current += ch;
    octets += size;
  }
  out.push(current);
  return out.join('\r\n ');
}

/** 20270314 */
const date = (day: string) => day.replace(/-/g, '');

/** DTSTART and DTEND lines, or the Google link's `dates`, of an event. */
function when(e: EventItem): { lines: string[]; google: string } {
  const s = eventSchedule(e);
  if (s.allDay)
    return {
      lines: [`DTSTART;VALUE=DATE:${date(s.day)}`, `DTEND;VALUE=DATE:${date(nextDay(s.day))}`],
      google: `${date(s.day)}/${date(nextDay(s.day))}`,
    };
  return {
    lines: [`DTSTART:${utc(s.start)}`, ...(s.end ? [`DTEND:${utc(s.end)}`] : [])],
    google: `${utc(s.start)}/${utc(s.end ?? s.start)}`,
  };
}

function vevent(e: EventItem, url: string, now: Date): string[] {
  return [
    'BEGIN:VEVENT',
    `UID:${e.eventId}@${new URL(siteUrl()).host}`,
    `DTSTAMP:${utc(now)}`,
    ...when(e).lines,
    `SUMMARY:${text(e.eventName)}`,
    ...(e.location ? [`LOCATION:${text(e.location)}`] : []),
    `DESCRIPTION:${text(plainText(e.eventDescription))}`,
    `URL:${url}`,
    'END:VEVENT',
  ];
}

/** A calendar of these events; `url` gives each event's page address. */
export function icalendar(events: EventItem[], url: (e: EventItem) => string, name?: string, now = new Date()): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${SITE_NAME}//Events//EN`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    ...(name ? [`X-WR-CALNAME:${text(name)}`] : []),
    ...events.flatMap((e) => vevent(e, url(e), now)),
    'END:VCALENDAR',
  ];
  return lines.map(fold).join('\r\n') + '\r\n';
}

export function googleCalendarLink(e: EventItem, url: string): string {
  const params = new URLSearchParams({
    action: 'TEMPLATE',
    text: e.eventName,
    dates: when(e).google,
    details: `${plainText(e.eventDescription)}\n\n${url}`,
    ...(e.location ? { location: e.location } : {}),
  });
  return `https://calendar.google.com/calendar/render?${params}`;
}
