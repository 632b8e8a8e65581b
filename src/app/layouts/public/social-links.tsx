import { faFacebookF, faInstagram, faLinkedinIn } from '@fortawesome/free-brands-svg-icons';
import type { IconDefinition } from '@fortawesome/free-solid-svg-icons';
import { Icon } from '@/components/ui/icon';
import { siteContact, type SocialNetwork } from '@/config/site-contact';

const socialIcons: Record<SocialNetwork, IconDefinition> = {
  facebook: faFacebookF,
  instagram: faInstagram,
  linkedin: faLinkedinIn,
};

type SocialLinkProps = { network: SocialNetwork; className?: string };

/** Icon-only link to one of the foundation's social pages, named by the network. */
export function SocialLink({ network, className }: SocialLinkProps) {
  return (
    <a
      className={className}
      href={siteContact.social[network]}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={network}
    >
      <Icon name={socialIcons[network]} />
    </a>
  );
}
