import { useQuery } from '@tanstack/react-query';
import { PLATFORM_NAMES } from '../../../shared/social';
import { trpc } from '../../lib/trpc';
import { Section } from '../landing/Section';
import { SocialIcon } from './SocialIcon';

const compact = new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 });

/** Spec part 2 §2 Social media settings: the public links; a failed fetch shows nothing. */
function useSocialMedia() {
  return useQuery(trpc.content.socialMedia.queryOptions()).data ?? null;
}

type PublicLink = NonNullable<ReturnType<typeof useSocialMedia>>['links'][number];

/**
 * The embed toggles feature a platform: a wide card inviting visitors to its latest posts. No third-party script is
 * loaded.
 */
const EMBED_FLAGS = { instagram: 'embedInstagram', twitter: 'embedTwitter', facebook: 'embedFacebook' } as const;

export function ConnectWithUs() {
  const social = useSocialMedia();
  const links = social?.links.filter((link) => link.showOnHomepage) ?? [];
  if (!social?.settings.showSocialSection || links.length === 0) return null;
  const featured = (link: PublicLink) =>
    link.platform in EMBED_FLAGS && social.settings[EMBED_FLAGS[link.platform as keyof typeof EMBED_FLAGS]];
  const showFollowers = social.settings.socialProofEnabled;
  return (
    <Section titleId="connect-title" eyebrow="Connect with us" title="Follow our latest launches">
      <ul className="social-grid">
        {links.filter(featured).map((link) => (
          <li key={link.id} className="social-featured">
            <SocialCard
              link={link}
              showFollowers={showFollowers}
              invitation={`See our latest posts on ${PLATFORM_NAMES[link.platform]}`}
            />
          </li>
        ))}
        {links
          .filter((link) => !featured(link))
          .map((link) => (
            <li key={link.id}>
              <SocialCard link={link} showFollowers={showFollowers} />
            </li>
          ))}
      </ul>
    </Section>
  );
}

function SocialCard({
  link,
  showFollowers,
  invitation,
}: {
  link: PublicLink;
  showFollowers: boolean;
  invitation?: string;
}) {
  return (
    <a className="social-card" href={link.url} target="_blank" rel="noopener noreferrer">
      <SocialIcon platform={link.platform} />
      <span className="social-name">{link.displayName || PLATFORM_NAMES[link.platform]}</span>
      {link.username ? (
        <span className="social-handle">{link.username.startsWith('@') ? link.username : `@${link.username}`}</span>
      ) : null}
      {showFollowers && link.followersCount ? (
        <span className="social-followers">{compact.format(link.followersCount)} followers</span>
      ) : null}
      {invitation ? <span className="social-invitation">{invitation} →</span> : null}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
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
          <a
            href={link.url}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`${PLATFORM_NAMES[link.platform]} (opens in a new tab)`}
          >
            <SocialIcon platform={link.platform} />
          </a>
        </li>
      ))}
    </ul>
  );
}
