import type { EventItem } from './api/schemas';
import { SITE_NAME } from './metadata';
import { plainText } from './sanitize';
import { SITE_URL } from './site';

/*
 * Events for calendars: iCalendar (RFC 5545) files and "Add to Google Calendar" links. The
 * admin contract has a start but no end: an event is taken to last the day (8 hours).
 */

const ASSUMED_LENGTH_MS = 8 * 3_600_000;

export function eventTimes(e: EventItem): { start: Date; end: Date } {
  const start = new Date(e.eventDate);
  return { start, end: new Date(start.getTime() + ASSUMED_LENGTH_MS) };
}

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

function vevent(e: EventItem, url: string, now: Date): string[] {
  const { start, end } = eventTimes(e);
  return [
    'BEGIN:VEVENT',
    `UID:${e.eventId}@${new URL(SITE_URL).host}`,
    `DTSTAMP:${utc(now)}`,
    `DTSTART:${utc(start)}`,
    `DTEND:${utc(end)}`,
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
  const { start, end } = eventTimes(e);
  const params = new URLSearchParams({
    action: 'TEMPLATE',
    text: e.eventName,
    dates: `${utc(start)}/${utc(end)}`,
    details: `${plainText(e.eventDescription)}\n\n${url}`,
    ...(e.location ? { location: e.location } : {}),
  });
  return `https://calendar.google.com/calendar/render?${params}`;
}
