import tokensCss from '../../styles/tokens.css?raw';
import { GuideSection } from './GuideSection';
import { parseTokens, resolvedValue } from './tokens';

const TOKENS = parseTokens(tokensCss);
const FOCUS_RING = TOKENS.find((token) => token.name === '--focus-ring');

/**
 * Where a ring is shown and what it measured there (WCAG contrast of the ring colour against the
 * surface behind it, the pixels the ring replaces). Measured once for gold-600, #a57909; measure
 * again if --focus-ring changes.
 */
const DEMOS = [
  {
    surface: 'Light card',
    token: '--surface',
    hex: '#ffffff',
    ratio: '3.93:1',
    tone: 'light',
    control: <span className="btn btn-secondary focus-demo">Secondary button</span>,
  },
  {
    surface: 'Cream section',
    token: '--gold-100',
    hex: '#fbf3de',
    ratio: '3.55:1',
    tone: 'cream',
    control: <span className="field-input focus-demo sg-focus-field">Field, focused</span>,
  },
  {
    surface: 'Navy (header, footer, dark sections)',
    token: '--navy-900',
    hex: '#0d1528',
    ratio: '4.62:1',
    tone: 'navy',
    control: <span className="sg-focus-link focus-demo">A link on navy</span>,
  },
  {
    surface: 'Lightest navy (cta panel’s end)',
    token: '--navy-700',
    hex: '#233153',
    ratio: '3.26:1',
    tone: 'navy-light',
    control: <span className="btn btn-secondary sg-focus-on-dark focus-demo">Outline button</span>,
  },
  {
    surface: 'Around a gold button, on a light card',
    token: '--surface',
    hex: '#ffffff',
    ratio: '3.93:1',
    tone: 'light',
    control: <span className="btn btn-primary focus-demo">Start Pro Plan</span>,
    note: '1.80:1 against the gold fill itself, which the 2px gap keeps apart from the ring.',
  },
] as const;

/** The one focus ring (issue 38): its token, and how it looks and measures on each kind of surface. */
export function FocusSection() {
  return (
    <GuideSection
      id="focus"
      title="Focus"
      intro="Every focus style is outline: 3px solid var(--focus-ring), 2px outside the control (inside it only where a scroller would clip it). One colour meets 3:1 on every surface, light and navy."
    >
      <div className="sg-focus-layout">
        {FOCUS_RING ? (
          <div className="sg-swatch sg-focus-swatch">
            <span className="sg-swatch-chip" style={{ background: 'var(--focus-ring)' }} />
            <code className="sg-token-name">{FOCUS_RING.name}</code>
            <span className="sg-token-value">{resolvedValue(TOKENS, FOCUS_RING.value)}</span>
            <span className="sg-token-alias">{FOCUS_RING.value}</span>
          </div>
        ) : null}
        <div>
          <p className="sg-muted sg-focus-note">
            Contrast ratios are measured against the surface behind the ring (the pixels it covers), not the control.
          </p>
          <ul className="sg-focus-grid">
            {DEMOS.map((demo) => (
              <li key={demo.surface} className={`sg-focus-surface sg-focus-${demo.tone}`}>
                <div className="sg-focus-stage">{demo.control}</div>
                <p className="sg-focus-label">
                  <strong>{demo.surface}</strong>
                  <span className="sg-focus-hex">
                    {demo.token} {demo.hex}
                  </span>
                  <span className="sg-focus-ratio">{demo.ratio}</span>
                  {'note' in demo ? <span className="sg-focus-hex">{demo.note}</span> : null}
                </p>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </GuideSection>
  );
}
