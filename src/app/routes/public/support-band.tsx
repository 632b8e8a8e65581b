// A closing call to action for the inner public pages.
import { ButtonLink } from '@/components/ui/button';
import { paths } from '@/config/paths';
import './support-band.css';

export function SupportBand() {
  return (
    <section className="support-band" aria-labelledby="support-band-title">
      <div className="container support-band__inner cluster cluster--split">
        <div>
          <h2 id="support-band-title" className="support-band__title">
            Every programme is funded by people like you
          </h2>
          <p className="support-band__text">Give once, give monthly, or give your time: every act of kindness counts.</p>
        </div>
        <div className="support-band__actions">
          <ButtonLink to={paths.donate.getHref()} variant="secondary" size="lg">
            Make a Donation
          </ButtonLink>
          <ButtonLink to={paths.volunteer.getHref()} variant="outline" size="lg">
            Volunteer With Us
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
