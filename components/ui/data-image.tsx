import { getImageProps, type ImageLoader, type ImageProps } from 'next/image';
import { preload as preloadResource } from 'react-dom';
import { ServerImage } from './server-image';
import { FALLBACK_IMAGE } from '@/lib/format/display';
import {
  avifAddress,
  avifSrcSet,
  shownAt,
  SMALL_PHONE,
  widthAddress,
  type LeadPicture,
} from '@/lib/format/picture-widths';

/** Pictures staff uploaded to this site, prepared at upload in the widths a page asks for (lib/format/picture-widths.ts). */
const UPLOAD = /^\/media\/[a-f0-9]{24}\.(jpg|png|webp)$/;
/** No picture of the site is shown wider than the main column (48rem); on a phone, the screen's width. */
const SHOWN_WIDTH = shownAt(100, '48rem');

/** An upload's srcset names its prepared widths: files served as they are, never encoded when asked for. */
const preparedWidths: ImageLoader = ({ src, width }) => widthAddress(src, width);

type Props = Omit<ImageProps, 'src' | 'preload'> & {
  src: string | undefined;
  /** The picture leads its page: fetched at once, and written in as far as it can be (lib/queries/media.ts leadPicture). */
  lead?: LeadPicture;
};

/**
 * A picture whose address comes from the admin server, or the fallback picture when it has none. When it
 * leads its page (`lead`), it is one of the site's own drawings written into the page (`inline`), or an
 * upload whose small copy written into the page (`preview`) fills the picture's box until its sharp width
 * has arrived and covers it, or else a picture fetched first. An upload of this site is shown at the width
 * the screen needs, from the widths prepared when it was uploaded; a picture on another host (the
 * organisation's server keeps its images elsewhere) loads as it is.
 */
export function DataImage({ src, alt, sizes, lead, ...props }: Props) {
  const address = src || FALLBACK_IMAGE;
  // The page's largest paint, when it is one of the site's own small drawings, comes inside the HTML
  // (made by the server with svgDataUri): no round trip to wait for, nothing to preload.
  if (lead?.inline) return <ServerImage src={lead.inline} alt={alt} {...props} unoptimized sizes={sizes} />;
  const preload = lead !== undefined;
  const preview = lead?.preview;
  // A preloaded picture is the page's largest paint: fetched first, before the fonts and scripts.
  // With a preview written in, the preview is that paint, and the page's scripts come before the sharp width.
  const fetchPriority = props.fetchPriority ?? (preload && !preview ? 'high' : undefined);
  if (!UPLOAD.test(address))
    return (
      <ServerImage
        src={address}
        alt={alt}
        {...props}
        preload={preload}
        unoptimized
        sizes={sizes}
        fetchPriority={fetchPriority}
      />
    );
  // getImageProps with a loader of its own, since a server component cannot hand <Image> a function.
  const { props: img } = getImageProps({
    src: address,
    alt,
    ...props,
    sizes: sizes ?? SHOWN_WIDTH,
    fetchPriority,
    loader: preparedWidths,
  });
  const avif = avifSrcSet(address);
  if (preload) {
    // Each screen preloads the one file its <picture> below will take: a small phone the AVIF, any other the WebP.
    preloadResource(avifAddress(address, 576), {
      as: 'image',
      type: 'image/avif',
      media: SMALL_PHONE,
      imageSrcSet: avif,
      imageSizes: img.sizes,
      fetchPriority,
    });
    preloadResource(img.src, {
      as: 'image',
      media: `not all and ${SMALL_PHONE}`,
      imageSrcSet: img.srcSet,
      imageSizes: img.sizes,
      fetchPriority,
    });
  }
  // An upload keeps the box its width and height give, whatever the shape staff uploaded (a portrait
  // photo, a phone's screenshot): cropped to fill it, so the page does not shift when it arrives.
  const box =
    img.width && img.height ? { aspectRatio: `${img.width} / ${img.height}`, objectFit: 'cover' as const } : {};
  // The preview is cropped as the picture is (cover, centred), so the sharp one lands on it unmoved.
  const behind = preview
    ? {
        backgroundImage: `url("${preview}")`,
        backgroundSize: 'cover',
        backgroundPosition: 'center',
        backgroundRepeat: 'no-repeat',
      }
    : {};
  const loading = preload ? 'eager' : img.loading;
  return (
    <picture>
      <source type="image/avif" media={SMALL_PHONE} srcSet={avif} sizes={img.sizes} />
      <img {...img} alt={alt} loading={loading} style={{ ...img.style, ...box, ...behind }} />
    </picture>
  );
}
