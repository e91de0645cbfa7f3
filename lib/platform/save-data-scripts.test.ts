/** @jest-environment jsdom */
import { HYDRATED } from './save-data';
import { deferScripts } from './save-data-scripts';

/*
 * The loader a page asked with Save-Data carries (lib/platform/save-data-scripts.ts), run in jsdom, which
 * fetches no script: what it appends to the head is what the browser would fetch.
 */

const PAGE =
  '<html><head></head><body><script src="/_next/static/chunks/main.js" async=""></script>' +
  '<script src="/_next/static/chunks/late.js"></script></body></html>';

function start() {
  // The loader of the test before lets go of the document once the page has hydrated.
  document.dispatchEvent(new Event(HYDRATED));
  document.head.innerHTML = '';
  document.body.innerHTML = `
    <p id="text">Words to scroll over</p>
    <a id="link" href="#elsewhere"><span id="inLink">A link</span></a>
    <form><input id="field" name="email"><button id="send">Send</button></form>
    <button id="toggle" type="button" aria-pressed="false">Pause</button>
    <button id="menu" type="button" popovertarget="nav">Menu</button>
    <div role="region" id="region">A region</div>`;
  delete (window as unknown as Record<string, unknown>)[HYDRATED];
  const loader = /<script>(\(function\(d,w,L\)[\s\S]*?)<\/script>/.exec(deferScripts(PAGE))![1]!;
  // eslint-disable-next-line @typescript-eslint/no-implied-eval
  new Function(loader)();
}

const fetched = () =>
  [...document.head.querySelectorAll('script')].map((s) => [s.getAttribute('src'), s.hasAttribute('async')]);
const byId = (id: string) => document.getElementById(id)!;
const pointerDown = (el: Element) => el.dispatchEvent(new Event('pointerdown', { bubbles: true }));

it('fetches nothing on a scroll, a tap on a link or on what is not a control', () => {
  start();
  for (const id of ['text', 'region', 'inLink']) {
    pointerDown(byId(id));
    byId(id).click();
  }
  byId('link').dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
  document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'PageDown', bubbles: true }));
  expect(fetched()).toEqual([]);
});

it('fetches the scripts once, in their order, when the focus enters a form field', () => {
  start();
  byId('field').focus();
  const scripts = [
    ['/_next/static/chunks/main.js', true],
    ['/_next/static/chunks/late.js', false],
  ];
  expect(fetched()).toEqual(scripts);
  pointerDown(byId('send'));
  expect(fetched()).toEqual(scripts);
});

it('fetches them on a finger on a button, and presses the button again once the page has hydrated', () => {
  start();
  const presses: Event[] = [];
  byId('toggle').addEventListener('click', (e) => presses.push(e));
  pointerDown(byId('toggle'));
  expect(fetched()).toHaveLength(2);
  byId('toggle').click();
  expect(presses).toHaveLength(1);
  (window as unknown as Record<string, unknown>)[HYDRATED] = true;
  document.dispatchEvent(new Event(HYDRATED));
  expect(presses).toHaveLength(2);
});

it('does not press again a toggle that hydrated into what the visitor asked, nor a button that acts itself', () => {
  start();
  const presses: string[] = [];
  for (const id of ['toggle', 'menu', 'send'])
    byId(id).addEventListener('click', (e) => {
      if (id === 'send') e.preventDefault();
      presses.push(id);
    });
  for (const id of ['menu', 'send', 'toggle']) {
    byId(id).click();
  }
  byId('toggle').setAttribute('aria-pressed', 'true');
  document.dispatchEvent(new Event(HYDRATED));
  expect(presses).toEqual(['menu', 'send', 'toggle']);
});
