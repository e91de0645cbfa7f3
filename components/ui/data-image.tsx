import Image, { type ImageProps } from 'next/image';
import { FALLBACK_IMAGE } from '@/lib/format/display';

/** Pictures staff uploaded to this site, which Next's optimizer may resize (next.config.ts, images). */
const UPLOAD = /^\/media\//;
/** No picture of the site is shown wider than the main column (48rem); on a phone, the screen's width. */
const SHOWN_WIDTH = '(max-width: 48rem) 100vw, 48rem';

/**
 * A picture whose address comes from the admin server, or the fallback picture when it has none, or
 * `inline`: the same picture written into the page.
 * An upload of this site is sent through the optimizer at the width the screen shows; a picture on
 * another host (the organisation's server keeps its images elsewhere) loads as it is.
 */
export function DataImage({ src, alt, sizes, inline, ...props }: Omit<ImageProps, 'src'> & { src: string | undefined; inline?: string | null }) {
  const address = src || FALLBACK_IMAGE;
  // The page's largest paint, when it is one of the site's own small drawings, comes inside the HTML
  // (`inline`, made by the server with svgDataUri): no round trip to wait for, nothing to preload.
  if (inline) return <Image src={inline} alt={alt} {...props} preload={false} unoptimized sizes={sizes} />;
  const upload = UPLOAD.test(address);
  // A preloaded picture is the page's largest paint: fetched first, before the fonts and scripts.
  const fetchPriority = props.fetchPriority ?? (props.preload ? 'high' : undefined);
  return <Image src={address} alt={alt} {...props} unoptimized={!upload} sizes={sizes ?? (upload ? SHOWN_WIDTH : undefined)} fetchPriority={fetchPriority} />;
}
