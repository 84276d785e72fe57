import { useState, type ImgHTMLAttributes, type ReactNode } from 'react';

/**
 * An image that keeps its box when the file fails to load (no layout shift, no broken-image glyph), or
 * shows `fallback` instead when one is given (a logo falls back to the brand name).
 */
export function Img({ fallback, ...props }: ImgHTMLAttributes<HTMLImageElement> & { fallback?: ReactNode }) {
  const [failedSrc, setFailedSrc] = useState<string | undefined>(undefined);
  const broken = failedSrc !== undefined && failedSrc === props.src;
  if (broken && fallback !== undefined) return <>{fallback}</>;
  return (
    <img
      alt=""
      decoding="async"
      {...props}
      // No file (a team the feed sends without a crest): no src at all, not "" (which names the page itself).
      src={props.src || undefined}
      onError={() => setFailedSrc(props.src)}
      style={broken ? { ...props.style, visibility: 'hidden' } : props.style}
    />
  );
}
