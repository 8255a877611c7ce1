import tokensCss from '../../styles/tokens.css?raw';
import { colourGroups, parseTokens, resolvedValue, tokenKind, type Token, type TokenKind } from './tokens';
import { GuideSection } from './GuideSection';

const TOKENS = parseTokens(tokensCss);
const ofKind = (kind: TokenKind) => TOKENS.filter((token) => tokenKind(token.name) === kind);

const TYPE_SAMPLE = 'Websites that win customers';

function TokenName({ token }: { token: Token }) {
  return <code className="sg-token-name">{token.name}</code>;
}

export function ColourSection() {
  return (
    <GuideSection
      id="colours"
      title="Colours"
      intro="Every colour the site uses. Translucent variants are mixed where they are used with color-mix()."
    >
      {colourGroups(TOKENS).map((group) => (
        <div key={group.title} className="sg-group">
          <h3>{group.title}</h3>
          <ul className="sg-swatches">
            {group.tokens.map((token) => {
              const resolved = resolvedValue(TOKENS, token.value);
              return (
                <li key={token.name} className="sg-swatch">
                  <span className="sg-swatch-chip" style={{ background: `var(${token.name})` }} />
                  <TokenName token={token} />
                  <span className="sg-token-value">{resolved}</span>
                  {resolved !== token.value ? <span className="sg-token-alias">{token.value}</span> : null}
                </li>
              );
            })}
          </ul>
        </div>
      ))}
    </GuideSection>
  );
}

export function TypeSection() {
  const sizes = ofKind('type').filter((token) => token.name.startsWith('--text-'));
  const other = ofKind('type').filter((token) => !token.name.startsWith('--text-'));
  return (
    <GuideSection
      id="typography"
      title="Typography"
      intro="Bricolage Grotesque for headings, Inter for text. Sizes from 2xl up grow with the window."
    >
      <div className="sg-group">
        <h3>Families</h3>
        <ul className="sg-fonts">
          {ofKind('font').map((token) => (
            <li key={token.name} className="sg-font">
              <span className="sg-font-sample" style={{ fontFamily: `var(${token.name})` }}>
                Aa Bb Gg 0123 · {TYPE_SAMPLE}
              </span>
              <TokenName token={token} />
              <span className="sg-token-value">{token.value}</span>
            </li>
          ))}
        </ul>
      </div>
      <div className="sg-group">
        <h3>Scale</h3>
        <ul className="sg-type-scale">
          {sizes.map((token) => (
            <li key={token.name} className="sg-type-row">
              <div className="sg-type-meta">
                <TokenName token={token} />
                <span className="sg-token-value">{token.value}</span>
              </div>
              <p className="sg-type-sample sg-type-display" style={{ fontSize: `var(${token.name})` }}>
                {TYPE_SAMPLE}
              </p>
              <p className="sg-type-sample" style={{ fontSize: `var(${token.name})` }}>
                {TYPE_SAMPLE}
              </p>
            </li>
          ))}
        </ul>
      </div>
      <div className="sg-group">
        <h3>Leading and tracking</h3>
        <TokenTable tokens={other} />
      </div>
    </GuideSection>
  );
}

function TokenTable({ tokens }: { tokens: Token[] }) {
  return (
    <dl className="sg-token-list">
      {tokens.map((token) => (
        <div key={token.name}>
          <dt>
            <TokenName token={token} />
          </dt>
          <dd className="sg-token-value">{token.value}</dd>
        </div>
      ))}
    </dl>
  );
}

export function SpacingSection() {
  return (
    <GuideSection id="spacing" title="Spacing" intro="A 4 px grid for gaps, padding and margins.">
      <ul className="sg-spaces">
        {ofKind('space').map((token) => (
          <li key={token.name} className="sg-space">
            <TokenName token={token} />
            <span className="sg-token-value">{token.value}</span>
            {token.name.startsWith('--space-') ? (
              <span className="sg-space-bar" style={{ width: `var(${token.name})` }} />
            ) : (
              <span className="sg-muted">the widest a page’s content gets</span>
            )}
          </li>
        ))}
      </ul>
    </GuideSection>
  );
}

export function ShapeSection() {
  return (
    <>
      <GuideSection id="radii" title="Radii">
        <ul className="sg-tiles">
          {ofKind('radius').map((token) => (
            <li key={token.name} className="sg-tile">
              <span className="sg-radius-box" style={{ borderRadius: `var(${token.name})` }} />
              <TokenName token={token} />
              <span className="sg-token-value">{token.value}</span>
            </li>
          ))}
        </ul>
      </GuideSection>
      <GuideSection id="shadows" title="Shadows">
        <ul className="sg-tiles">
          {ofKind('shadow').map((token) => (
            <li key={token.name} className="sg-tile">
              <span className="sg-shadow-box" style={{ boxShadow: `var(${token.name})` }} />
              <TokenName token={token} />
            </li>
          ))}
        </ul>
      </GuideSection>
    </>
  );
}

export function MotionSection() {
  return (
    <GuideSection
      id="motion"
      title="Motion"
      intro="Short and eased. With reduced motion asked for, base.css turns every duration off."
    >
      <TokenTable tokens={ofKind('motion')} />
    </GuideSection>
  );
}
