import { DEFAULT_THEME, DEFAULT_ZAKAT_PRICES } from '@/types/api/settings';
import type { SettingsRecord } from '../db/records';

export function seedSettings(): SettingsRecord {
  return {
    theme: { ...DEFAULT_THEME },
    logo: {
      headerLogo: '/images/logo.svg',
      stickyLogo: '/images/logo-sticky.svg',
      footerLogo: '/images/logo-footer.svg',
      favicon: '/favicon.svg',
    },
    email: {
      adminEmail: 'admin@hopefoundation.org.uk',
      smtpHost: 'smtp.hopefoundation.org.uk',
      smtpPort: 587,
      smtpUser: 'notifications@hopefoundation.org.uk',
      smtpPassword: '',
      sendDonationEmail: true,
      sendContactEmail: true,
      sendVolunteerEmail: true,
    },
    zakat: { ...DEFAULT_ZAKAT_PRICES },
  };
}
