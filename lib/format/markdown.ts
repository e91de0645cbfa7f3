import { marked } from 'marked';
import { sanitize } from './sanitize';

/** What staff write in Markdown (GitHub's flavour, raw HTML allowed in), as the cleaned HTML pages and e-mail carry. */
export const renderMarkdown = (markdown: string) => sanitize(marked.parse(markdown, { async: false, gfm: true }));
