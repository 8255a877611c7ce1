import { CLIENT_LOGOS } from '../../../shared/content/landing';

type Glyph = (typeof CLIENT_LOGOS)[number]['glyph'];

// Each client's mark, drawn on a 24-unit grid in the text colour.
const GLYPHS: Record<Glyph, React.ReactNode> = {
  loaf: <path d="M3 17a9 8 0 0 1 18 0zM8 11l1.5 3M12 10v4M16 11l-1.5 3" />,
  pillar: <path d="M4 8h16L12 3zM6 10v8M10 10v8M14 10v8M18 10v8M3 20h18" />,
  pulse: <path d="M2 12h5l2.5-6 4 12 2.5-6h6" />,
  tree: <path d="M12 21v-7M12 14a6 6 0 1 0 0-11 6 6 0 0 0 0 11z" />,
  gem: <path d="M6 4h12l4 6-10 11L2 10zM2 10h20M12 21 8.5 10 12 4l3.5 6z" />,
  leaf: <path d="M4 20C4 10 10 4 20 4c0 10-6 16-16 16zM4 20 13 11" />,
  aperture: <path d="M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM12 3l3 8M21 12l-8 3M12 21l-3-8M3 12l8-3" />,
  compass: <path d="M12 2l5 19-5-4-5 4z" />,
};

/** "Trusted by": the portfolio's clients as small typographic wordmarks. */
export function ClientLogos() {
  return (
    <div className="client-logos">
      <p className="client-logos-label">Trusted by growing businesses</p>
      <ul>
        {CLIENT_LOGOS.map((logo) => (
          <li key={logo.name} className={`wordmark wordmark-${logo.treatment}`}>
            <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              {GLYPHS[logo.glyph]}
            </svg>
            {logo.name}
          </li>
        ))}
      </ul>
    </div>
  );
}
