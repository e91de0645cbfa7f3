import Image, { type ImageProps } from 'next/image';
import { FALLBACK_IMAGE } from '@/lib/format';

/**
 * A picture whose address comes from the admin server: the fallback picture when it has none,
 * and, for an address on another host (the organisation's server keeps its images elsewhere),
 * loaded by the browser as it is rather than through Next's optimizer, which would refuse a
 * host it was not told about and break the page.
 */
export function DataImage({ src, alt, ...props }: Omit<ImageProps, 'src'> & { src: string | undefined }) {
  const address = src || FALLBACK_IMAGE;
  return <Image src={address} alt={alt} unoptimized={/^https?:\/\//.test(address)} {...props} />;
}
