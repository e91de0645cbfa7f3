import { plainText, sanitize } from './sanitize';

describe('sanitize', () => {
  it('keeps headings, lists and links', () => {
    expect(sanitize('<h2>Plan</h2><ul><li><a href="/events">Events</a></li></ul>')).toBe(
      '<h2>Plan</h2><ul><li><a href="/events">Events</a></li></ul>',
    );
  });

  it('drops scripts, event handlers and javascript: links', () => {
    const out = sanitize('<p onclick="x()">Hi<script>alert(1)</script><a href="javascript:alert(1)">x</a></p>');
    expect(out).not.toMatch(/script|onclick|javascript/);
    expect(out).toContain('Hi');
  });

  it('opens external links in a new tab without an opener', () => {
    expect(sanitize('<a href="https://example.org">x</a>')).toBe(
      '<a href="https://example.org" target="_blank" rel="noopener noreferrer">x</a>',
    );
  });

  it('gives plain text for teasers', () => {
    expect(plainText('<p>Two  days <strong>of</strong>\nlearning</p>')).toBe('Two days of learning');
  });
});
