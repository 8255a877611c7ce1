import { useEffect, useRef, useState } from 'react';

/** How far below the window the preview starts to load: a scroll or two ahead on a phone. */
const LOAD_AHEAD = '600px';

/**
 * A PDF shown in the browser's own viewer, loaded once its frame comes near the window. The viewer
 * costs a phone seconds of main-thread work, which a visitor who never scrolls down to the preview
 * should not pay (iframe loading="lazy" starts a screen or more ahead, so it loaded anyway). The
 * frame keeps its size while empty, so nothing moves when the viewer arrives; without JavaScript
 * the viewer is in the page from the start.
 */
export function PdfPreview({ src, title }: { src: string; title: string }) {
  const frame = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);

  useEffect(() => {
    const element = frame.current;
    if (!element || near) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: `0px 0px ${LOAD_AHEAD} 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);

  return (
    <div className="pdf-frame" ref={frame}>
      {near ? (
        <iframe src={src} title={title} />
      ) : (
        <noscript>
          <iframe src={src} title={title} />
        </noscript>
      )}
    </div>
  );
}
