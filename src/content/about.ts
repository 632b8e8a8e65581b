// The foundation's story for the About page (the home page's teaser is about-teaser.ts).
import {
  type IconDefinition,
  faBriefcase,
  faHandshake,
  faHeart,
  faHouseChimney,
  faPeopleGroup,
  faPersonDress,
  faShieldHeart,
  faStethoscope,
} from '@fortawesome/free-solid-svg-icons';
import { FOUNDED_YEAR } from './about-teaser';

export const aboutIntro = {
  eyebrow: 'Who We Are',
  title: 'A Foundation Built on Hope and Compassion',
  paragraphs: [
    'Hope Foundation is a registered charity based in London that stands beside families facing poverty, illness and disaster. We work with local volunteers, doctors, teachers and builders so that every gift reaches the people who need it most.',
    'From school kits for children to safe shelter after a flood, our teams deliver practical help and stay with communities until they can stand on their own.',
  ],
} as const;

export const aboutMission = {
  title: 'Our Mission',
  text: `Founded in ${FOUNDED_YEAR}, our mission is to relieve suffering and restore dignity by providing shelter, healthcare, education and fair work to the families who need them most, regardless of faith or background.`,
} as const;

export const aboutVision = {
  title: 'Our Vision',
  text: 'A world where every family has a safe home, access to care and the chance to build a better future with their own hands.',
} as const;

export type AboutItem = { title: string; text: string; icon: IconDefinition };

export const aboutValues: readonly AboutItem[] = [
  {
    title: 'Compassion',
    text: 'We treat every person we serve with kindness, respect and care.',
    icon: faHeart,
  },
  {
    title: 'Integrity',
    text: 'We are honest about what we do and how every donation is spent.',
    icon: faShieldHeart,
  },
  {
    title: 'Accountability',
    text: 'We report back to our donors and measure the difference we make.',
    icon: faHandshake,
  },
  {
    title: 'Community',
    text: 'We work hand in hand with local people, who know their needs best.',
    icon: faPeopleGroup,
  },
];

export const aboutPrograms: readonly AboutItem[] = [
  {
    title: 'Shelter Program',
    text: 'Emergency tents, home repairs and new houses for families who have lost their homes to disaster or poverty.',
    icon: faHouseChimney,
  },
  {
    title: 'Medical Camp',
    text: 'Free check-ups, medicines, eye tests and maternal care brought to communities that cannot reach a clinic.',
    icon: faStethoscope,
  },
  {
    title: 'Employment Program',
    text: 'Skills training, job placements and small-business grants that help parents earn a steady income.',
    icon: faBriefcase,
  },
  {
    title: 'Women Empowerment',
    text: 'Sewing and literacy centres, mentoring and savings groups that help women lead in their communities.',
    icon: faPersonDress,
  },
];
