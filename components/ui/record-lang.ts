import { pageLocale } from '@/lib/seo/metadata';

/**
 * The `lang` of an element holding a record's text (a team member, an event, an FAQ, a testimony): records
 * are written in English, so on another language's page they are marked as such; on an English page nothing.
 */
export async function recordLang(): Promise<'en' | undefined> {
  return (await pageLocale()) === 'en' ? undefined : 'en';
}
