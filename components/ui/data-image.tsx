import Image, { type ImageProps } from 'next/image';
import { FALLBACK_IMAGE } from '@/lib/format/display';

/**
 * A picture whose address comes from the admin server, or the fallback picture when it has none.
 * Pictures on another host (the organisation's server keeps its images elsewhere) load as they are:
 * the site sends no picture through an optimizer (next.config.ts).
 */
export function DataImage({ src, alt, ...props }: Omit<ImageProps, 'src'> & { src: string | undefined }) {
  // A preloaded picture is the page's largest paint: fetched first, before the fonts and scripts.
  const fetchPriority = props.fetchPriority ?? (props.preload ? 'high' : undefined);
  return <Image src={src || FALLBACK_IMAGE} alt={alt} {...props} fetchPriority={fetchPriority} />;
}
