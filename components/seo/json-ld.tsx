import type { Graph, Thing, WithContext } from 'schema-dts';

/**
 * Structured data for search engines. Every '<' is written as \u003c (and the two JavaScript
 * line separators escaped), so no text from the admin server can close the script element.
 */
export function JsonLd({ data }: { data: WithContext<Thing> | Graph }) {
  const json = JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
