import { Link } from '@/components/ui/link';
import type { ComponentProps } from 'react';

/**
 * A card's link to its own page (a product, course, event, news item or story). Never prefetched: a list
 * shows several cards at once, and a phone on costly data would fetch every page in view whether or not
 * it is opened; the page that is tapped is fetched then.
 */
export function ItemLink(props: Omit<ComponentProps<typeof Link>, 'prefetch'>) {
  return <Link {...props} prefetch={false} />;
}
