import { type NextRequest, NextResponse } from 'next/server';
import { splitLocale } from '../i18n/locales';
import { isMailLinkAddress, isValidToken, type LinkPurpose } from '../mail/links';

/*
 * The pages a newsletter e-mail's link opens (app/[locale]/(group)/newsletter/confirm and unsubscribe). A page
 * cannot set its own status, and Next's notFound() sends its 404 with an empty body (docs/known-issues.md), so
 * the status is set here: an address that does not verify (isMailLinkAddress) is the page itself, answered 404,
 * which renders its "not valid" message in its language from the same check.
 *
 * The page's button posts a plain form to the page's own address, token included. A post whose token verifies
 * goes to the route that follows the link (newsletter/follow/[purpose]); any other is the page's 404 again,
 * rendered for its token alone (so that a `done` beside it shows no outcome), and nothing is followed.
 */

const MAIL_LINK_PAGE = /^\/newsletter\/(confirm|unsubscribe)$/;

/** The answer for a newsletter page's address, or undefined for any other address (or a method the page leaves to Next). */
export function mailLinkAnswer(request: NextRequest, path: string): NextResponse | undefined {
  const { locale, path: page } = splitLocale(path);
  const purpose = MAIL_LINK_PAGE.exec(page)?.[1] as LinkPurpose | undefined;
  if (!purpose) return undefined;
  const query = request.nextUrl.searchParams;
  const token = query.get('token') ?? '';
  // Straight to the language's tree (English's is /en/…, where next.config.ts would send it).
  const url = request.nextUrl.clone();
  url.pathname = `/${locale}/newsletter/${purpose}`;
  if (request.method === 'POST') {
    url.search = token ? `?token=${encodeURIComponent(token)}` : '';
    if (!isValidToken(purpose, token)) return NextResponse.rewrite(url, { status: 404 });
    url.pathname = `/${locale}/newsletter/follow/${purpose}`;
    return NextResponse.rewrite(url);
  }
  if (request.method !== 'GET' && request.method !== 'HEAD') return undefined;
  if (isMailLinkAddress(purpose, { token, done: query.get('done') })) return undefined;
  return NextResponse.rewrite(url, { status: 404 });
}
