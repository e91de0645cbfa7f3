import { getImageProps, type ImageProps } from 'next/image';
import { preload as preloadResource } from 'react-dom';

/**
 * next/image's picture for server components: the <img> its client component renders, with the same attributes
 * (getImageProps), written by the server. <Image> itself is a client component, so a page showing one loaded
 * it and next/image's loader, config and head code to hydrate pictures no script touches.
 * `preload` asks for the picture first, as <Image preload> does. Not for client components: getImageProps
 * would ship with them (they write a plain <img>).
 */
export function ServerImage(image: ImageProps) {
  const { props } = getImageProps(image);
  if (image.preload && typeof props.src === 'string')
    preloadResource(props.src, {
      as: 'image',
      imageSrcSet: props.srcSet,
      imageSizes: props.sizes,
      fetchPriority: props.fetchPriority,
    });
  // eslint-disable-next-line @next/next/no-img-element -- the element next/image renders, with its attributes
  return <img {...props} alt={props.alt} />;
}
