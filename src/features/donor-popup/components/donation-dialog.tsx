// The donation appeal's dialog (donation-popup.tsx decides when it opens). Loaded after the page's
// first render: it shows 2 s after the first visit at the earliest.
import { faHandHoldingHeart, faUsers } from '@fortawesome/free-solid-svg-icons';
import { Button, ButtonLink } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Icon } from '@/components/ui/icon';
import { assetUrl } from '@/config/env';
import { paths } from '@/config/paths';
import './donor-popup.css';

export function DonationDialog({ open, onClose: close }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog
      open={open}
      onClose={close}
      deferred
      title="Make a Difference Today"
      size="md"
      className="donation-popup"
      footer={
        <>
          <Button variant="ghost" onClick={close}>
            Maybe Later
          </Button>
          <ButtonLink to={paths.donate.getHref()} variant="secondary" icon={faHandHoldingHeart} onClick={close}>
            Donate Now
          </ButtonLink>
        </>
      }
    >
      <img className="donation-popup__image" src={assetUrl('/images/cta-donate.jpg')} alt="" width={1200} height={800} />
      <p className="donation-popup__text">
        Your gift brings food, shelter, education and healthcare to families who need it most. Join the supporters who are changing lives every day.
      </p>
      <dl className="donation-popup__stats">
        <div className="donation-popup__stat">
          <Icon name={faUsers} className="donation-popup__stat-icon" />
          <dt>People Helped</dt>
          <dd>10,000+</dd>
        </div>
        <div className="donation-popup__stat">
          <Icon name={faHandHoldingHeart} className="donation-popup__stat-icon" />
          <dt>Donors</dt>
          <dd>5,000+</dd>
        </div>
      </dl>
    </Dialog>
  );
}
