import type { BannerRecord } from '../db/records';
import type { SeedClock } from '@/lib/seed-clock';

export function seedBanners(clock: SeedClock): BannerRecord[] {
  return [
    {
      id: 1,
      image_url: '/images/banners/banner-1.jpg',
      sub_heading: 'Together We Can Change Lives',
      title: 'Give Hope to Children in Need',
      description: 'Your support provides education, shelter and healthcare to families across our communities. Every gift counts.',
      button_text: '',
      link_url: '',
      text_alignment: 'left',
      is_active: true,
      created_at: clock.at(30),
    },
    {
      id: 2,
      image_url: '/images/banners/banner-2.jpg',
      sub_heading: 'Emergency Relief',
      title: 'Standing With Flood-Affected Families',
      description: 'Clean water, food parcels and safe shelter reach families within days of a disaster.',
      button_text: 'Support Relief',
      link_url: '/donate',
      text_alignment: 'center',
      is_active: true,
      created_at: clock.at(20),
    },
    {
      id: 3,
      image_url: '/images/banners/banner-3.jpg',
      sub_heading: 'Volunteer With Us',
      title: 'Lend Your Hands, Share Your Heart',
      description: 'Join hundreds of volunteers who give their time to teach, heal and build.',
      button_text: 'Join as Volunteer',
      link_url: '/volunteer',
      text_alignment: 'right',
      is_active: true,
      created_at: clock.at(10),
    },
    {
      id: 4,
      image_url: '/images/banners/banner-4.jpg',
      sub_heading: 'Winter Appeal',
      title: 'Warm Meals for Every Family',
      description: 'Last winter we served 40,000 hot meals. This appeal is paused until next season.',
      button_text: '',
      link_url: '',
      text_alignment: 'center',
      is_active: false,
      created_at: clock.at(60),
    },
  ];
}
