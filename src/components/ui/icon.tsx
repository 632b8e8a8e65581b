import type { IconDefinition } from '@fortawesome/fontawesome-svg-core';
import { FontAwesomeIcon, type FontAwesomeIconProps } from '@fortawesome/react-fontawesome';
// Named imports from the ESM entry (sideEffects: false): the bundler keeps only these icons.
import {
  faAppleWhole,
  faBaby,
  faBook,
  faBookOpen,
  faBowlFood,
  faBoxOpen,
  faBreadSlice,
  faBriefcaseMedical,
  faBuilding,
  faCalendarDays,
  faChalkboardUser,
  faChild,
  faChildren,
  faCircleDollarToSlot,
  faCoins,
  faDove,
  faDroplet,
  faEarthAmericas,
  faFaceSmile,
  faFaucetDrip,
  faGift,
  faGlassWater,
  faGlobe,
  faGraduationCap,
  faHandHolding,
  faHandHoldingDollar,
  faHandHoldingDroplet,
  faHandHoldingHeart,
  faHandHoldingMedical,
  faHandshake,
  faHandshakeAngle,
  faHandsHoldingChild,
  faHeart,
  faHeartPulse,
  faHospital,
  faHouse,
  faHouseChimney,
  faHouseMedical,
  faKitMedical,
  faLaptop,
  faLeaf,
  faLightbulb,
  faMoneyBill,
  faMosque,
  faPeopleGroup,
  faPeopleRoof,
  faPersonCane,
  faPersonDress,
  faPersonShelter,
  faPills,
  faRecycle,
  faRibbon,
  faSchool,
  faSeedling,
  faShieldHeart,
  faShirt,
  faSoap,
  faStar,
  faStethoscope,
  faSun,
  faSyringe,
  faTent,
  faTree,
  faTruckMedical,
  faUserDoctor,
  faUserGraduate,
  faUsers,
  faUtensils,
  faWater,
  faWheatAwn,
  faWheelchair,
} from '@fortawesome/free-solid-svg-icons';

export type { IconDefinition };

export type IconProps = Omit<FontAwesomeIconProps, 'icon' | 'name'> & {
  name: IconDefinition;
  /** Text alternative; without it the icon is decorative (aria-hidden). */
  label?: string;
};

export function Icon({ name, label, className, ...rest }: IconProps) {
  return (
    <FontAwesomeIcon
      icon={name}
      className={['ui-icon', className].filter(Boolean).join(' ')}
      // Font Awesome 7 marks every icon aria-hidden (and renders no <title>); a label overrides that.
      {...(label ? { 'aria-label': label, 'aria-hidden': false, role: 'img' } : {})}
      {...rest}
    />
  );
}

/** The icon shown for an unknown or empty icon class. */
export const FALLBACK_ICON: IconDefinition = faHandshakeAngle;

// Icon names (without 'fa-') as admins type them, including Font Awesome 4/5 aliases.
const ICONS_BY_NAME: ReadonlyMap<string, IconDefinition> = new Map(Object.entries({
  'hands-helping': faHandshakeAngle,
  'handshake-angle': faHandshakeAngle,
  'hand-holding-heart': faHandHoldingHeart,
  handshake: faHandshake,
  heart: faHeart,
  'heart-o': faHeart,
  heartbeat: faHeartPulse,
  'heart-pulse': faHeartPulse,
  'shield-heart': faShieldHeart,
  'graduation-cap': faGraduationCap,
  'user-graduate': faUserGraduate,
  school: faSchool,
  book: faBook,
  'book-open': faBookOpen,
  'chalkboard-teacher': faChalkboardUser,
  'chalkboard-user': faChalkboardUser,
  laptop: faLaptop,
  lightbulb: faLightbulb,
  'lightbulb-o': faLightbulb,
  home: faHouse,
  house: faHouse,
  'house-chimney': faHouseChimney,
  'home-lg': faHouseChimney,
  'home-alt': faHouseChimney,
  building: faBuilding,
  'building-o': faBuilding,
  'person-shelter': faPersonShelter,
  'people-roof': faPeopleRoof,
  tent: faTent,
  campground: faTent,
  water: faWater,
  tint: faDroplet,
  droplet: faDroplet,
  'hand-holding-water': faHandHoldingDroplet,
  'hand-holding-droplet': faHandHoldingDroplet,
  'faucet-drip': faFaucetDrip,
  faucet: faFaucetDrip,
  'glass-water': faGlassWater,
  'glass-whiskey': faGlassWater,
  female: faPersonDress,
  'person-dress': faPersonDress,
  'hands-holding-child': faHandsHoldingChild,
  child: faChild,
  children: faChildren,
  baby: faBaby,
  'child-reaching': faChild,
  medkit: faKitMedical,
  'kit-medical': faKitMedical,
  'first-aid': faKitMedical,
  'briefcase-medical': faBriefcaseMedical,
  'hand-holding-medical': faHandHoldingMedical,
  hospital: faHospital,
  'hospital-alt': faHospital,
  'hospital-o': faHospital,
  'clinic-medical': faHouseMedical,
  'house-medical': faHouseMedical,
  'user-md': faUserDoctor,
  'user-doctor': faUserDoctor,
  stethoscope: faStethoscope,
  pills: faPills,
  syringe: faSyringe,
  ambulance: faTruckMedical,
  'truck-medical': faTruckMedical,
  wheelchair: faWheelchair,
  blind: faPersonCane,
  'person-cane': faPersonCane,
  'hand-holding-usd': faHandHoldingDollar,
  'hand-holding-dollar': faHandHoldingDollar,
  donate: faCircleDollarToSlot,
  'circle-dollar-to-slot': faCircleDollarToSlot,
  'hand-holding': faHandHolding,
  'money-bill': faMoneyBill,
  'money-bill-alt': faMoneyBill,
  money: faMoneyBill,
  coins: faCoins,
  gift: faGift,
  utensils: faUtensils,
  cutlery: faUtensils,
  'bowl-food': faBowlFood,
  'bread-slice': faBreadSlice,
  'apple-alt': faAppleWhole,
  'apple-whole': faAppleWhole,
  'wheat-awn': faWheatAwn,
  'wheat-alt': faWheatAwn,
  'box-open': faBoxOpen,
  shirt: faShirt,
  tshirt: faShirt,
  't-shirt': faShirt,
  soap: faSoap,
  tree: faTree,
  seedling: faSeedling,
  leaf: faLeaf,
  recycle: faRecycle,
  sun: faSun,
  'sun-o': faSun,
  globe: faGlobe,
  'globe-americas': faEarthAmericas,
  'earth-americas': faEarthAmericas,
  users: faUsers,
  'people-group': faPeopleGroup,
  'people-carry': faPeopleGroup,
  'user-friends': faUsers,
  dove: faDove,
  mosque: faMosque,
  ribbon: faRibbon,
  star: faStar,
  smile: faFaceSmile,
  'face-smile': faFaceSmile,
  'calendar-alt': faCalendarDays,
  'calendar-days': faCalendarDays,
}));

// Style and size classes that never name an icon.
const MODIFIER_CLASSES = new Set([
  'fa', 'fas', 'far', 'fab', 'fal', 'fat', 'fad', 'fass', 'fa-solid', 'fa-regular', 'fa-brands', 'fa-light',
  'fa-thin', 'fa-duotone', 'fa-sharp', 'fa-fw', 'fa-lg', 'fa-sm', 'fa-xs', 'fa-2xs', 'fa-xl', 'fa-2xl', 'fa-spin',
  'fa-pulse', 'fa-border', 'fa-inverse', 'fa-li', 'fa-ul', 'fa-stack', 'fa-1x', 'fa-2x', 'fa-3x', 'fa-4x', 'fa-5x',
  'fa-6x', 'fa-7x', 'fa-8x', 'fa-9x', 'fa-10x', 'fa-flip-horizontal', 'fa-flip-vertical',
]);

/**
 * Maps a Font Awesome class string ('fas fa-heart', 'fa-hands-helping', 'heart') to a bundled
 * free-solid icon; unknown or empty classes give the helping-hands icon.
 */
export function iconFromClass(className: string | null | undefined): IconDefinition {
  if (!className) return FALLBACK_ICON;
  const tokens = className.trim().toLowerCase().split(/\s+/);
  for (const token of tokens) {
    if (MODIFIER_CLASSES.has(token)) continue;
    const name = token.startsWith('fa-') ? token.slice(3) : token;
    const icon = ICONS_BY_NAME.get(name);
    if (icon) return icon;
  }
  return FALLBACK_ICON;
}

/** The icon names iconFromClass knows (for admin hints). */
export const KNOWN_ICON_NAMES: readonly string[] = [...ICONS_BY_NAME.keys()];
