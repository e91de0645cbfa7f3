import { inlineSvg } from '@/lib/inline-art';
import { DataImage } from './data-image';

interface Props {
  src: string | undefined;
  width: number;
  height: number;
  className?: string;
  /** For a picture that is not one of the site's own drawings and opens the page. */
  preload?: boolean;
}

/**
 * Decorative art (it says nothing the text beside it does not). The site's own drawings are drawn
 * inline (lib/inline-art): painted with the HTML, never the page's largest paint, and never waiting
 * behind the scripts for a picture request that starts only after layout. Any other address loads
 * as a picture with empty alternative text.
 */
export function DecorativeArt({ src, width, height, className, preload }: Props) {
  const drawing = inlineSvg(src);
  if (drawing) return <div className={className} aria-hidden="true" dangerouslySetInnerHTML={{ __html: drawing }} />;
  return <DataImage className={className} src={src} alt="" width={width} height={height} preload={preload} />;
}
