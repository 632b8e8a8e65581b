// Donate: the 3-step wizard beside what a gift does and why it is safe to give here.
import { faBookOpen, faHouseChimneyUser, faKitMedical, faLock, faReceipt, faShieldHeart } from '@fortawesome/free-solid-svg-icons';
import { Link } from 'react-router-dom';
import { PageHeader } from '@/components/page/page-header';
import { PageSection } from '@/components/page/page-section';
import { Icon } from '@/components/ui/icon';
import { paths } from '@/config/paths';
import { DonateWizard } from '@/features/donations/components/donate-wizard';
import { siteContact } from '@/config/site-contact';
import './donate.css';

const IMPACT = [
  { icon: faBookOpen, amount: '$25', text: 'gives a child a full school kit: bag, books and uniform.' },
  { icon: faKitMedical, amount: '$50', text: 'provides medicines and a check-up for a family of four.' },
  { icon: faHouseChimneyUser, amount: '$250', text: 'shelters a displaced family for a month after a flood.' },
] as const;

const PROMISES = [
  { icon: faLock, text: 'Secure giving: your full card number and CVV never leave your browser.' },
  { icon: faShieldHeart, text: 'Zakat and Sadqa are spent only on eligible causes.' },
  { icon: faReceipt, text: 'A PDF receipt for every gift, to download as soon as you give.' },
] as const;

export function Component() {
  return (
    <>
      <PageHeader title="Donate" />
      <PageSection
        id="donate-intro-title"
        className="donate-page"
        eyebrow="Give Today"
        title="Your Kindness Changes Lives"
        text="Choose an amount, tell us who you are, and complete your gift in three short steps."
      >
        <div className="grid grid--sidebar donate-page__layout">
          <DonateWizard />
          <aside className="donate-page__aside" aria-label="About your gift">
            <section className="tile donate-page__card donate-page__card--impact" aria-labelledby="donate-impact-title">
              <h2 id="donate-impact-title">What Your Gift Does</h2>
              <ul className="donate-page__impact">
                {IMPACT.map((item) => (
                  <li key={item.amount}>
                    <span className="icon-disc donate-page__impact-icon" aria-hidden="true">
                      <Icon name={item.icon} />
                    </span>
                    <p>
                      <strong>{item.amount}</strong> {item.text}
                    </p>
                  </li>
                ))}
              </ul>
            </section>
            <section className="tile donate-page__card" aria-labelledby="donate-promise-title">
              <h2 id="donate-promise-title">Our Promise to You</h2>
              <ul className="donate-page__promises">
                {PROMISES.map((item) => (
                  <li key={item.text}>
                    <Icon name={item.icon} className="donate-page__promise-icon" /> <span>{item.text}</span>
                  </li>
                ))}
              </ul>
              <p className="donate-page__help">
                Giving zakat? Work out what you owe with our <Link to={paths.zakat.getHref()}>Zakat Calculator</Link>.
              </p>
              <p className="donate-page__help">
                Questions about giving? Call <a href={siteContact.phoneHref}>{siteContact.phone}</a> or write to{' '}
                <a href={siteContact.emailHref}>{siteContact.email}</a>.
              </p>
            </section>
          </aside>
        </div>
      </PageSection>
    </>
  );
}
