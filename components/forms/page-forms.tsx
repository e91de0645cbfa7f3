'use client';

import { type ComponentProps, lazy, Suspense } from 'react';

/*
 * The forms that are a page's purpose (contact, feedback), rendered by the server in full and hydrated once
 * their code has arrived, which React asks for as it hydrates the page: react-hook-form, the form's hook and
 * its fields stay out of the scripts the page waits for. Until then the form is the server's
 * HTML, which the browser posts to its server action as without scripts (lib/forms/submit-without-scripts.ts);
 * what is typed meanwhile stays, since hydration keeps the fields and their values.
 */

const Contact = lazy(() => import('./contact-form').then((m) => ({ default: m.ContactForm })));
const Testimony = lazy(() => import('./testimony-form').then((m) => ({ default: m.TestimonyForm })));

export const PageContactForm = (props: ComponentProps<typeof Contact>) => (
  <Suspense>
    <Contact {...props} />
  </Suspense>
);

export const PageTestimonyForm = (props: ComponentProps<typeof Testimony>) => (
  <Suspense>
    <Testimony {...props} />
  </Suspense>
);
