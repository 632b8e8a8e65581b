// Font Awesome class names, as admins type them for a service, mapped to the icon each names. The
// icons themselves load one by one when a page shows them (ClassIcon): a page pays for the icons
// it draws (0.4-0.9 KB gzip each, by the path's length), not for the whole list. The built-in
// services' icons (src/content/services.ts, the seed's too) come with the registry: the site's own
// services draw at once, in the prerendered HTML as well, never the fallback first.
import type { IconDefinition } from '@fortawesome/free-solid-svg-icons';
import {
  faGraduationCap,
  faHandHoldingDollar,
  faHandshakeAngle,
  faHouse,
  faKitMedical,
  faPersonDress,
  faWater,
} from '@fortawesome/free-solid-svg-icons';

/** Bundled: drawn at once. */
const BUNDLED = { faGraduationCap, faHandHoldingDollar, faHandshakeAngle, faHouse, faKitMedical, faPersonDress, faWater };

// Each loader imports the whole package by name; vite.config.ts's fontAwesomePerIconImports turns
// it into an import of that one icon's module, so each icon is a chunk of its own.
const ICON_LOADERS = {
  faAppleWhole: () => import('@fortawesome/free-solid-svg-icons').then((m) => m.faAppleWhole),
  faBaby: () => import('@fortawesome/free-solid-svg-icons').then((m) => m.faBaby),
  faBook: () => import('@fortawesome/free-solid-svg-icons').then((m) => m.faBook),
  faBookOpen: () => import('@fortawesome/free-solid-svg-icons').then((m) => m.faBookOpen),
  faBowlFood: () => import('@fortawesome/free-solid-svg-icons').then((m) => m.faBowlFood),
  faBoxOpen: () => import('@fortawesome/free-solid-svg-icons').then((m) => m.faBoxOpen),
  faBreadSlice: () => import('@fortawesome/free-solid-svg-icons').then((m) => m.faBreadSlice),
  faBriefcaseMedical: () => import('@fortawesome/free-solid-svg-icons').then((m) => m.faBriefcaseMedical),
  faBuilding: () => import('@fortawesome/free-solid-svg-icons').then((m) => m.faBuilding),
  faCalendarDays: () => import('@fortawesome/free-solid-svg-icons').then((m) => m.faCalendarDays),
  faChalkboardUser: () => import('@fortawesome/free-solid-svg-icons').then((m) => m.faChalkboardUser),
  faChild: () => import('@fortawesome/free-solid-svg-icons').then((m) => m.faChild),
  faChildren: () => import('@fortawesome/free-solid-svg-icons').then((m) => m.faChildren),
  faCircleDollarToSlot: () => import('@fortawesome/free-solid-svg-icons').then((m) => m.faCircleDollarToSlot),
  faCoins: () => import('@fortawesome/free-solid-svg-icons').then((m) => m.faCoins),
  faDove: () => import('@fortawesome/free-solid-svg-icons').then((m) => m.faDove),
  faDroplet: () => import('@fortawesome/free-solid-svg-icons').then((m) => m.faDroplet),
  faEarthAmericas: () => import('@fortawesome/free-solid-svg-icons').then((m) => m.faEarthAmericas),
  faFaceSmile: () => import('@fortawesome/free-solid-svg-icons').then((m) => m.faFaceSmile),
  faFaucetDrip: () => import('@fortawesome/free-solid-svg-icons').then((m) => m.faFaucetDrip),
  faGift: () => import('@fortawesome/free-solid-svg-icons').then((m) => m.faGift),
  faGlassWater: () => import('@fortawesome/free-solid-svg-icons').then((m) => m.faGlassWater),
  faGlobe: () => import('@fortawesome/free-solid-svg-icons').then((m) => m.faGlobe),
  faGraduationCap: () => Promise.resolve(BUNDLED.faGraduationCap),
  faHandHolding: () => import('@fortawesome/free-solid-svg-icons').then((m) => m.faHandHolding),
  faHandHoldingDollar: () => Promise.resolve(BUNDLED.faHandHoldingDollar),
  faHandHoldingDroplet: () => import('@fortawesome/free-solid-svg-icons').then((m) => m.faHandHoldingDroplet),
  faHandHoldingHeart: () => import('@fortawesome/free-solid-svg-icons').then((m) => m.faHandHoldingHeart),
  faHandHoldingMedical: () => import('@fortawesome/free-solid-svg-icons').then((m) => m.faHandHoldingMedical),
  faHandshake: () => import('@fortawesome/free-solid-svg-icons').then((m) => m.faHandshake),
  faHandshakeAngle: () => Promise.resolve(BUNDLED.faHandshakeAngle),
  faHandsHoldingChild: () => import('@fortawesome/free-solid-svg-icons').then((m) => m.faHandsHoldingChild),
  faHeart: () => import('@fortawesome/free-solid-svg-icons').then((m) => m.faHeart),
  faHeartPulse: () => import('@fortawesome/free-solid-svg-icons').then((m) => m.faHeartPulse),
  faHospital: () => import('@fortawesome/free-solid-svg-icons').then((m) => m.faHospital),
  faHouse: () => Promise.resolve(BUNDLED.faHouse),
  faHouseChimney: () => import('@fortawesome/free-solid-svg-icons').then((m) => m.faHouseChimney),
  faHouseMedical: () => import('@fortawesome/free-solid-svg-icons').then((m) => m.faHouseMedical),
  faKitMedical: () => Promise.resolve(BUNDLED.faKitMedical),
  faLaptop: () => import('@fortawesome/free-solid-svg-icons').then((m) => m.faLaptop),
  faLeaf: () => import('@fortawesome/free-solid-svg-icons').then((m) => m.faLeaf),
  faLightbulb: () => import('@fortawesome/free-solid-svg-icons').then((m) => m.faLightbulb),
  faMoneyBill: () => import('@fortawesome/free-solid-svg-icons').then((m) => m.faMoneyBill),
  faMosque: () => import('@fortawesome/free-solid-svg-icons').then((m) => m.faMosque),
  faPeopleGroup: () => import('@fortawesome/free-solid-svg-icons').then((m) => m.faPeopleGroup),
  faPeopleRoof: () => import('@fortawesome/free-solid-svg-icons').then((m) => m.faPeopleRoof),
  faPersonCane: () => import('@fortawesome/free-solid-svg-icons').then((m) => m.faPersonCane),
  faPersonDress: () => Promise.resolve(BUNDLED.faPersonDress),
  faPersonShelter: () => import('@fortawesome/free-solid-svg-icons').then((m) => m.faPersonShelter),
  faPills: () => import('@fortawesome/free-solid-svg-icons').then((m) => m.faPills),
  faRecycle: () => import('@fortawesome/free-solid-svg-icons').then((m) => m.faRecycle),
  faRibbon: () => import('@fortawesome/free-solid-svg-icons').then((m) => m.faRibbon),
  faSchool: () => import('@fortawesome/free-solid-svg-icons').then((m) => m.faSchool),
  faSeedling: () => import('@fortawesome/free-solid-svg-icons').then((m) => m.faSeedling),
  faShieldHeart: () => import('@fortawesome/free-solid-svg-icons').then((m) => m.faShieldHeart),
  faShirt: () => import('@fortawesome/free-solid-svg-icons').then((m) => m.faShirt),
  faSoap: () => import('@fortawesome/free-solid-svg-icons').then((m) => m.faSoap),
  faStar: () => import('@fortawesome/free-solid-svg-icons').then((m) => m.faStar),
  faStethoscope: () => import('@fortawesome/free-solid-svg-icons').then((m) => m.faStethoscope),
  faSun: () => import('@fortawesome/free-solid-svg-icons').then((m) => m.faSun),
  faSyringe: () => import('@fortawesome/free-solid-svg-icons').then((m) => m.faSyringe),
  faTent: () => import('@fortawesome/free-solid-svg-icons').then((m) => m.faTent),
  faTree: () => import('@fortawesome/free-solid-svg-icons').then((m) => m.faTree),
  faTruckMedical: () => import('@fortawesome/free-solid-svg-icons').then((m) => m.faTruckMedical),
  faUserDoctor: () => import('@fortawesome/free-solid-svg-icons').then((m) => m.faUserDoctor),
  faUserGraduate: () => import('@fortawesome/free-solid-svg-icons').then((m) => m.faUserGraduate),
  faUsers: () => import('@fortawesome/free-solid-svg-icons').then((m) => m.faUsers),
  faUtensils: () => import('@fortawesome/free-solid-svg-icons').then((m) => m.faUtensils),
  faWater: () => Promise.resolve(BUNDLED.faWater),
  faWheatAwn: () => import('@fortawesome/free-solid-svg-icons').then((m) => m.faWheatAwn),
  faWheelchair: () => import('@fortawesome/free-solid-svg-icons').then((m) => m.faWheelchair),
} satisfies Record<string, () => Promise<IconDefinition>>;

/** An icon iconKeyFromClass can name ('faHeart'). */
export type IconKey = keyof typeof ICON_LOADERS;

/** The icon shown for an unknown or empty icon class, bundled with the registry. */
export const FALLBACK_ICON: IconDefinition = faHandshakeAngle;
const FALLBACK_KEY: IconKey = 'faHandshakeAngle';

// Icon names (without 'fa-') as admins type them, including Font Awesome 4/5 aliases.
const ICONS_BY_NAME: ReadonlyMap<string, IconKey> = new Map(
  Object.entries<IconKey>({
    'hands-helping': 'faHandshakeAngle',
    'handshake-angle': 'faHandshakeAngle',
    'hand-holding-heart': 'faHandHoldingHeart',
    handshake: 'faHandshake',
    heart: 'faHeart',
    'heart-o': 'faHeart',
    heartbeat: 'faHeartPulse',
    'heart-pulse': 'faHeartPulse',
    'shield-heart': 'faShieldHeart',
    'graduation-cap': 'faGraduationCap',
    'user-graduate': 'faUserGraduate',
    school: 'faSchool',
    book: 'faBook',
    'book-open': 'faBookOpen',
    'chalkboard-teacher': 'faChalkboardUser',
    'chalkboard-user': 'faChalkboardUser',
    laptop: 'faLaptop',
    lightbulb: 'faLightbulb',
    'lightbulb-o': 'faLightbulb',
    home: 'faHouse',
    house: 'faHouse',
    'house-chimney': 'faHouseChimney',
    'home-lg': 'faHouseChimney',
    'home-alt': 'faHouseChimney',
    building: 'faBuilding',
    'building-o': 'faBuilding',
    'person-shelter': 'faPersonShelter',
    'people-roof': 'faPeopleRoof',
    tent: 'faTent',
    campground: 'faTent',
    water: 'faWater',
    tint: 'faDroplet',
    droplet: 'faDroplet',
    'hand-holding-water': 'faHandHoldingDroplet',
    'hand-holding-droplet': 'faHandHoldingDroplet',
    'faucet-drip': 'faFaucetDrip',
    faucet: 'faFaucetDrip',
    'glass-water': 'faGlassWater',
    'glass-whiskey': 'faGlassWater',
    female: 'faPersonDress',
    'person-dress': 'faPersonDress',
    'hands-holding-child': 'faHandsHoldingChild',
    child: 'faChild',
    children: 'faChildren',
    baby: 'faBaby',
    'child-reaching': 'faChild',
    medkit: 'faKitMedical',
    'kit-medical': 'faKitMedical',
    'first-aid': 'faKitMedical',
    'briefcase-medical': 'faBriefcaseMedical',
    'hand-holding-medical': 'faHandHoldingMedical',
    hospital: 'faHospital',
    'hospital-alt': 'faHospital',
    'hospital-o': 'faHospital',
    'clinic-medical': 'faHouseMedical',
    'house-medical': 'faHouseMedical',
    'user-md': 'faUserDoctor',
    'user-doctor': 'faUserDoctor',
    stethoscope: 'faStethoscope',
    pills: 'faPills',
    syringe: 'faSyringe',
    ambulance: 'faTruckMedical',
    'truck-medical': 'faTruckMedical',
    wheelchair: 'faWheelchair',
    blind: 'faPersonCane',
    'person-cane': 'faPersonCane',
    'hand-holding-usd': 'faHandHoldingDollar',
    'hand-holding-dollar': 'faHandHoldingDollar',
    donate: 'faCircleDollarToSlot',
    'circle-dollar-to-slot': 'faCircleDollarToSlot',
    'hand-holding': 'faHandHolding',
    'money-bill': 'faMoneyBill',
    'money-bill-alt': 'faMoneyBill',
    money: 'faMoneyBill',
    coins: 'faCoins',
    gift: 'faGift',
    utensils: 'faUtensils',
    cutlery: 'faUtensils',
    'bowl-food': 'faBowlFood',
    'bread-slice': 'faBreadSlice',
    'apple-alt': 'faAppleWhole',
    'apple-whole': 'faAppleWhole',
    'wheat-awn': 'faWheatAwn',
    'wheat-alt': 'faWheatAwn',
    'box-open': 'faBoxOpen',
    shirt: 'faShirt',
    tshirt: 'faShirt',
    't-shirt': 'faShirt',
    soap: 'faSoap',
    tree: 'faTree',
    seedling: 'faSeedling',
    leaf: 'faLeaf',
    recycle: 'faRecycle',
    sun: 'faSun',
    'sun-o': 'faSun',
    globe: 'faGlobe',
    'globe-americas': 'faEarthAmericas',
    'earth-americas': 'faEarthAmericas',
    users: 'faUsers',
    'people-group': 'faPeopleGroup',
    'people-carry': 'faPeopleGroup',
    'user-friends': 'faUsers',
    dove: 'faDove',
    mosque: 'faMosque',
    ribbon: 'faRibbon',
    star: 'faStar',
    smile: 'faFaceSmile',
    'face-smile': 'faFaceSmile',
    'calendar-alt': 'faCalendarDays',
    'calendar-days': 'faCalendarDays',
  }),
);

// Style and size classes that never name an icon.
const MODIFIER_CLASSES = new Set([
  'fa',
  'fas',
  'far',
  'fab',
  'fal',
  'fat',
  'fad',
  'fass',
  'fa-solid',
  'fa-regular',
  'fa-brands',
  'fa-light',
  'fa-thin',
  'fa-duotone',
  'fa-sharp',
  'fa-fw',
  'fa-lg',
  'fa-sm',
  'fa-xs',
  'fa-2xs',
  'fa-xl',
  'fa-2xl',
  'fa-spin',
  'fa-pulse',
  'fa-border',
  'fa-inverse',
  'fa-li',
  'fa-ul',
  'fa-stack',
  'fa-1x',
  'fa-2x',
  'fa-3x',
  'fa-4x',
  'fa-5x',
  'fa-6x',
  'fa-7x',
  'fa-8x',
  'fa-9x',
  'fa-10x',
  'fa-flip-horizontal',
  'fa-flip-vertical',
]);

/**
 * The icon a Font Awesome class string names ('fas fa-heart', 'fa-hands-helping', 'heart');
 * unknown or empty classes give the helping-hands icon.
 */
export function iconKeyFromClass(className: string | null | undefined): IconKey {
  if (!className) return FALLBACK_KEY;
  const tokens = className.trim().toLowerCase().split(/\s+/);
  for (const token of tokens) {
    if (MODIFIER_CLASSES.has(token)) continue;
    const name = token.startsWith('fa-') ? token.slice(3) : token;
    const key = ICONS_BY_NAME.get(name);
    if (key) return key;
  }
  return FALLBACK_KEY;
}

const loaded = new Map<IconKey, IconDefinition>(Object.entries(BUNDLED) as [IconKey, IconDefinition][]);
const loading = new Map<IconKey, Promise<IconDefinition>>();

/** The icon if it has loaded already, so a page that shows it again draws it at once. */
export function loadedIcon(key: IconKey): IconDefinition | undefined {
  return loaded.get(key);
}

/** Loads one icon's module (once); a failed load gives the fallback icon and is retried next time. */
export function loadIcon(key: IconKey): Promise<IconDefinition> {
  const known = loaded.get(key);
  if (known) return Promise.resolve(known);
  let pending = loading.get(key);
  if (!pending) {
    pending = ICON_LOADERS[key]()
      .then(
        (icon) => {
          loaded.set(key, icon);
          return icon;
        },
        () => FALLBACK_ICON,
      )
      .finally(() => loading.delete(key));
    loading.set(key, pending);
  }
  return pending;
}

/** The icon names iconKeyFromClass knows (for admin hints). */
export const KNOWN_ICON_NAMES: readonly string[] = [...ICONS_BY_NAME.keys()];
