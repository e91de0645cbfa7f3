import { languagesSuite, PAGE_HEADERS } from './languages-suite';

// The no-script action reads its request's headers: a post from this site's own page.
jest.mock('next/headers', () => ({ headers: () => Promise.resolve(new Headers(PAGE_HEADERS)) }));

// A visitor's language from the form to the e-mail, on the embedded server's default store, a SQLite file.
languagesSuite();
