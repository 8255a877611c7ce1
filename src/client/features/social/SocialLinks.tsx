import { useQuery } from '@tanstack/react-query';
import { PLATFORM_NAMES } from '../../../shared/social';
import { trpc } from '../../lib/trpc';
import { Section } from '../landing/Section';
import { SocialIcon } from './SocialIcon';


const compact = new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 });

/** Spec part 2 §2 Social media settings: the public links; a failed fetch shows nothing. */
export function useSocialMedia() {
  return useQuery(trpc.content.socialMedia.queryOptions()).data ?? null;
}

export function ConnectWithUs() {
  const social = useSocialMedia();
  const links = social?.links.filter((link) => link.showOnHomepage) ?? [];
  if (!social?.settings.showSocialSection || links.length === 0) return null;
  return (
    <Section titleId="connect-title" eyebrow="Connect with us" title="Follow our latest launches">
      <ul className="social-grid">
        {links.map((link) => (
          <li key={link.id}>
            <a className="social-card" href={link.url} target="_blank" rel="noopener noreferrer">
              <SocialIcon platform={link.platform} />
              <span className="social-name">{link.displayName || PLATFORM_NAMES[link.platform]}</span>
              {link.username ? <span className="social-handle">{link.username.startsWith('@') ? link.username : `@${link.username}`}</span> : null}
              {social.settings.socialProofEnabled && link.followersCount ? (
                <span className="social-followers">{compact.format(link.followersCount)} followers</span>
              ) : null}
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          </li>
        ))}
      </ul>
    </Section>
  );
}

export function FooterSocialLinks() {
  const social = useSocialMedia();
  const links = social?.links.filter((link) => link.showInFooter) ?? [];
  if (links.length === 0) return null;
  return (
    <ul className="footer-social" aria-label="Social media">
      {links.map((link) => (
        <li key={link.id}>
          <a href={link.url} target="_blank" rel="noopener noreferrer" aria-label={`${PLATFORM_NAMES[link.platform]} (opens in a new tab)`}>
            <SocialIcon platform={link.platform} />
          </a>
        </li>
      ))}
    </ul>
  );
}
