import { SEMINAR_IMAGE } from '../../imageSizes';
import styles from './SeminarImage.module.css';

interface SeminarImageProps {
  src: string | null;
  /** German alt text saying what the picture shows, e.g. `Symbolbild zum Seminar SEO-Grundlagen`. */
  alt: string;
  /** Above the fold the image loads at once; everywhere else lazily. */
  eager?: boolean;
  className?: string;
}

export function SeminarImage({ src, alt, eager, className }: SeminarImageProps) {
  if (!src) return null;
  return (
    <img
      className={`${styles.image} ${className ?? ''}`}
      src={src}
      alt={alt}
      // The intrinsic size: the browser reserves the space, so nothing shifts while the picture loads.
      width={SEMINAR_IMAGE.width}
      height={SEMINAR_IMAGE.height}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
    />
  );
}
