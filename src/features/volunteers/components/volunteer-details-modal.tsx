// The full application of one volunteer, read-only, with the PDF download and approve actions.
import { EmailText } from '@/components/ui/email-text';
import { faCheck, faFilePdf } from '@fortawesome/free-solid-svg-icons';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { formatDate } from '@/lib/format-date';
import type { AdminVolunteer } from '@/types/api/volunteers';
import { buildVolunteerPdfSections, volunteerFullName } from '../utils/volunteer-pdf';
import { VolunteerStatusBadge } from './volunteer-status-badge';

export type VolunteerDetailsModalProps = {
  volunteer: AdminVolunteer | null;
  onClose: () => void;
  onApprove: (volunteer: AdminVolunteer) => void;
  onDownloadPdf: (volunteer: AdminVolunteer) => void;
  approving?: boolean;
  downloading?: boolean;
};

export function VolunteerDetailsModal({
  volunteer,
  onClose,
  onApprove,
  onDownloadPdf,
  approving = false,
  downloading = false,
}: VolunteerDetailsModalProps) {
  if (!volunteer) return null;
  // The modal shows what the PDF holds, so both stay in step.
  const sections = buildVolunteerPdfSections(volunteer);
  return (
    <Dialog
      open
      onClose={onClose}
      title="Volunteer Details"
      size="lg"
      footer={
        <>
          <Button variant="outline" icon={faFilePdf} isLoading={downloading} onClick={() => onDownloadPdf(volunteer)}>
            Download PDF
          </Button>
          {volunteer.status === 'pending' && (
            <Button icon={faCheck} isLoading={approving} onClick={() => onApprove(volunteer)}>
              Approve
            </Button>
          )}
          <Button variant="ghost" onClick={onClose}>
            Close
          </Button>
        </>
      }
    >
      <div className="volunteer-details">
        <div className="volunteer-details__summary">
          <p className="volunteer-details__name">{volunteerFullName(volunteer)}</p>
          <VolunteerStatusBadge status={volunteer.status} />
          {formatDate(volunteer.created_at) && <span className="volunteer-details__date">Applied {formatDate(volunteer.created_at)}</span>}
        </div>
        <p className="volunteer-details__contact">
          <a href={`mailto:${volunteer.email}`}>
            <EmailText email={volunteer.email} />
          </a>
          {volunteer.phone && <a href={`tel:${volunteer.phone.replace(/[^\d+]/g, '')}`}>{volunteer.phone}</a>}
        </p>
        {sections.map((section) => (
          <section key={section.title} className="volunteer-details__section">
            <h3 className="volunteer-details__title">{section.title}</h3>
            {section.rows && (
              <dl className="volunteer-details__list">
                {section.rows.map(([label, value]) => (
                  <div key={label} className="volunteer-details__row">
                    <dt>{label}</dt>
                    <dd>{value || '—'}</dd>
                  </div>
                ))}
              </dl>
            )}
            {section.bullets && (
              <>
                {section.bulletsLabel && <p className="volunteer-details__label">{section.bulletsLabel}</p>}
                <ul className="volunteer-details__bullets">
                  {section.bullets.map((item, index) => (
                    <li key={`${index}-${item}`}>{item}</li>
                  ))}
                </ul>
              </>
            )}
            {section.text && <p className="volunteer-details__text">{section.text}</p>}
          </section>
        ))}
      </div>
    </Dialog>
  );
}
