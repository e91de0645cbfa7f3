/*
 * Scripts on demand for a visitor who asked to save data. A page answered to a request that carries
 * `Save-Data: on` leaves the server (server.ts) without the build's scripts: their `<script src>` tags and the
 * `<link rel="preload" as="script">` / modulepreload of them are taken out, and a small inline loader,
 * written into `<head>`, is handed their addresses. The inline RSC payload (`self.__next_f.push(…)`) stays,
 * so when the scripts arrive later Next reads the array already pushed and hydrates from it, as it does
 * when its async scripts run after the document has been parsed.
 *
 * The loader fetches them on the first interaction that needs them: a tap, click or key on a control
 * that is not a plain link (a button, a form field, a summary, a label, an element with a role or a tab
 * stop), or focus entering a form field. A scroll (which on a phone starts with a pointerdown on whatever
 * is under the finger) and a tap on a link (a navigation, which works without scripts) load nothing.
 * Every page works without its scripts, so until they arrive a form posts the no-script way and a link
 * opens its page. A button whose effect needs the scripts (a carousel's controls) is pressed again once
 * the page has hydrated (HYDRATED, set by components/layout/hydrated-mark.tsx), so the first tap takes
 * effect; not one that does its thing itself (a submit, a popover's button, a summary, a label, a field); a toggle (`aria-pressed`) is pressed again only while it still shows what
 * the visitor pressed, so a carousel that hydrates paused is not set turning by a tap on Pause.
 *
 * The page is cached and the same for everyone (lib/platform/save-data-hint.ts): a request without the
 * header costs one header test and nothing else. With it, the answer is buffered whole: the script tags
 * are spread through the document (Next writes them after the HTML they hydrate), and the loader goes in
 * front of them all, so the whole page must be at hand before any of it is written; a cached page is
 * one string anyway. HEAD requests, answers other than 200 (a 304 has no body), and what is not HTML (the
 * RSC payload of a navigation, files, /api) pass as they are.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { HYDRATED, SCRIPTS_HELD } from './save-data';

/** Where the build's own scripts live: only those are held back. */
const BUILD = '/_next/static/';

const SCRIPT = /<script\b([^>]*)>\s*<\/script>/gi;
const LINK = /<link\b([^>]*)\/?>/gi;
const ATTRIBUTE = /([^\s=/>"']+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/g;

/** The entities React writes into an attribute's value. */
const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#x27;': "'",
  '&#39;': "'",
};

/** An element's attributes, their values decoded (names in lower case). */
function attributes(source: string): Record<string, string> {
  const found: Record<string, string> = {};
  for (const [, name = '', double, single, bare] of source.matchAll(ATTRIBUTE))
    found[name.toLowerCase()] = (double ?? single ?? bare ?? '').replace(
      /&(?:amp|lt|gt|quot|#x27|#39);/g,
      (entity) => ENTITIES[entity] ?? entity,
    );
  return found;
}

/*
 * The loader, run as the page is parsed. `L` is the list of the elements held back, each [tag, attributes],
 * in the order the page had them; a script that was not async keeps its order among the others.
 */
const LOADER = `(function(d,w,L){var H=${JSON.stringify(HYDRATED)},loaded=0,pending=null,E=["pointerdown","click","keydown","focusin"],
C="button,input,select,textarea,summary,label,[contenteditable],[tabindex]:not([tabindex='-1']),"+"button tab switch checkbox radio menuitem option slider combobox textbox spinbutton".split(" ").map(function(r){return"[role="+r+"]"}).join(),F=/^(INPUT|SELECT|TEXTAREA)$/;
function control(t){var c=t&&t.closest?t.closest(C+",a[href]"):null;return c&&!c.matches("a[href]")?c:null}
function own(b){return !b.hasAttribute("popovertarget")&&!b.hasAttribute("commandfor")&&(b.tagName!=="BUTTON"||b.type==="button"||!b.form)}
function load(){if(loaded)return;loaded=1;L.forEach(function(e){var n=d.createElement(e[0]);for(var k in e[1])n.setAttribute(k,e[1][k]);if(e[0]==="script"&&!("async" in e[1]))n.async=false;d.head.appendChild(n)})}
function replay(){if(!pending)return;var p=pending;pending=null;if(p.b.isConnected&&p.b.getAttribute("aria-pressed")===p.p)p.b.click()}
function done(){E.forEach(function(t){d.removeEventListener(t,on,true)});replay()}
function on(e){if(w[H])return done();var c=control(e.target);if(!c)return;
if(e.type==="focusin"){if(F.test(c.tagName)||c.isContentEditable)load();return}
if(e.type==="click"&&!F.test(c.tagName)&&c.tagName!=="SUMMARY"&&c.tagName!=="LABEL"&&own(c))pending={b:c,p:c.getAttribute("aria-pressed")};
load()}
E.forEach(function(t){d.addEventListener(t,on,true)});d.addEventListener(H,done)})(document,window,`;

/** `html` with the build's scripts held back for the loader; the same string when it has none. */
export function deferScripts(html: string): string {
  const held: [string, Record<string, string>][] = [];
  let out = html.replace(SCRIPT, (tag, source: string) => {
    const found = attributes(source);
    if (!found.src?.startsWith(BUILD) || 'nomodule' in found) return tag;
    held.push(['script', found]);
    return '';
  });
  if (held.length === 0) return html;
  out = out.replace(LINK, (tag, source: string) => {
    const found = attributes(source);
    const preload = (found.rel === 'preload' && found.as === 'script') || found.rel === 'modulepreload';
    if (!preload || !found.href?.startsWith(BUILD)) return tag;
    held.push(['link', found]);
    return '';
  });
  // The preloads first, as the page had them in its head, then the scripts.
  held.sort((a, b) => (a[0] === b[0] ? 0 : a[0] === 'link' ? -1 : 1));
  // `<` written as \u003c, so that nothing in the list can close the script.
  const loader = `<script>${LOADER}${JSON.stringify(held).replaceAll('<', '\\u003c')})</script>`;
  const head = out.search(/<\/head>/i);
  out = head === -1 ? loader + out : out.slice(0, head) + loader + out.slice(head);
  // Said on the root, so the stylesheet shows what it shows a browser without scripts until they run.
  return out.replace(/<html\b/i, `<html ${SCRIPTS_HELD}=""`);
}

/** The object of headers among the arguments handed to writeHead, if any (a raw list is not read). */
const headersIn = (args: unknown[]) =>
  args.find((arg): arg is Record<string, unknown> => typeof arg === 'object' && arg !== null && !Array.isArray(arg));

/** A header's value as text. */
const textOf = (value: unknown): string =>
  Array.isArray(value) ? value.join(', ') : typeof value === 'string' || typeof value === 'number' ? String(value) : '';

/** ServerResponse's methods this replaces, as the loose functions they are called as. */
type Method = (this: ServerResponse, ...args: unknown[]) => unknown;
type Replaced = { writeHead: Method; write: Method; end: Method; flushHeaders: (this: ServerResponse) => void };

/**
 * Has `res` hold back a page's scripts (deferScripts) when `asks` (the request's Save-Data asks to save
 * data): installed inside the compression, so that what is compressed is the page as rewritten.
 */
export function deferScriptsOnSaveData(req: IncomingMessage, res: ServerResponse, asks: boolean): void {
  if (!asks || req.method === 'HEAD') return;
  const replaced = res as unknown as Replaced;
  const { writeHead, write, end, flushHeaders } = replaced;
  let head: unknown[] | null = null;
  let holding: boolean | undefined;
  const chunks: Buffer[] = [];
  const restore = () => Object.assign(res, { writeHead, write, end, flushHeaders });
  /** Whether this answer is a page to rewrite, decided once, as its headers are about to be written. */
  const decide = (args: unknown[] = []) => {
    if (holding !== undefined) return holding;
    const status = typeof args[0] === 'number' ? args[0] : res.statusCode;
    const headers = headersIn(args);
    const type = textOf(
      (headers && Object.entries(headers).find(([k]) => k.toLowerCase() === 'content-type')?.[1]) ??
        res.getHeader('content-type'),
    );
    holding = status === 200 && type.startsWith('text/html');
    if (!holding) restore();
    return holding;
  };
  const add = (chunk: unknown, encoding: unknown) => {
    if (chunk === undefined || chunk === null || typeof chunk === 'function') return;
    chunks.push(
      Buffer.isBuffer(chunk)
        ? chunk
        : chunk instanceof Uint8Array
          ? Buffer.from(chunk)
          : Buffer.from(textOf(chunk), typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8'),
    );
  };
  replaced.writeHead = function (...args) {
    if (!decide(args)) return writeHead.apply(this, args);
    head = args;
    return this;
  };
  // Node writes the headers on flushHeaders: held with the rest.
  replaced.flushHeaders = function () {
    if (!decide()) flushHeaders.call(this);
  };
  replaced.write = function (...args) {
    if (!decide()) return write.apply(this, args);
    add(args[0], args[1]);
    const callback = args.find((arg) => typeof arg === 'function');
    if (typeof callback === 'function') process.nextTick(callback);
    return true;
  };
  replaced.end = function (...args) {
    if (!decide()) return end.apply(this, args);
    add(args[0], args[1]);
    restore();
    const body = Buffer.from(deferScripts(Buffer.concat(chunks).toString('utf8')), 'utf8');
    // Headers handed to writeHead win over those set before: the length goes into both.
    const handed = head && headersIn(head);
    if (handed) for (const key of Object.keys(handed)) if (key.toLowerCase() === 'content-length') delete handed[key];
    res.setHeader('Content-Length', body.length);
    if (head) writeHead.apply(res, head);
    const callback = args.find((arg) => typeof arg === 'function');
    return end.call(res, body, callback);
  };
}
