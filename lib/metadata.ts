import type { Metadata } from 'next';
import { truncate } from './format';

export const SITE_NAME = 'Edu Connect Africa';
const SUFFIX = ` | ${SITE_NAME}`;

/** A title that search results show whole (60 characters): the site's name is added only where it fits. */
export function fitTitle(title: string): NonNullable<Metadata['title']> {
  return (title + SUFFIX).length <= 60 ? title : { absolute: truncate(title, 57) };
}

/** A description that search results show whole: at most 160 characters. */
export const fitDescription = (text: string) => truncate(text, 157);
