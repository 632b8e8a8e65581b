// Country names, to publish a donor's country only when the text really names one (never a street
// or a town taken from a free-text address). The names come from the platform: Intl.DisplayNames.

/**
 * The 249 officially assigned ISO 3166-1 alpha-2 codes. Listed rather than generated from AA..ZZ:
 * Intl.DisplayNames also names codes that are no country (EU 'European Union', UN, EZ 'Eurozone',
 * QO 'Outlying Oceania', XA/XB pseudo-locales, ZZ 'Unknown Region') and withdrawn ones, so a
 * generated set would need a blocklist that follows the browser's CLDR data.
 */
const ISO_3166_CODES = `
AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BV
BW BY BZ CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES
ET FI FJ FK FM FO FR GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU ID IE
IL IM IN IO IQ IR IS IT JE JM JO JP KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY
MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR MS MT MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU
NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW PY QA RE RO RS RU RW SA SB SC SD SE SG SH SI SJ SK SL SM
SN SO SR SS ST SV SX SY SZ TC TD TF TG TH TJ TK TL TM TN TO TR TT TV TW TZ UA UG UM US UY UZ VA VC VE
VG VI VN VU WF WS YE YT ZA ZM ZW`
  .trim()
  .split(/\s+/);

/** Case, accents, curly quotes and spacing do not matter: 'cote d'ivoire' is 'Côte d’Ivoire'. */
function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').replace(/[‘’]/g, "'").replace(/\s+/g, ' ').trim().toLowerCase();
}

let names: Map<string, string> | undefined;

/** Folded long and short English names ('United Kingdom', 'UK') to the long one. Built on first use. */
function countryNames(): Map<string, string> {
  if (names) return names;
  const long = new Intl.DisplayNames(['en'], { type: 'region' });
  const short = new Intl.DisplayNames(['en'], { type: 'region', style: 'short' });
  names = new Map();
  for (const code of ISO_3166_CODES) {
    const name = long.of(code);
    // An engine without a name for the code answers the code itself: that names nothing.
    if (!name || name === code) continue;
    names.set(fold(name), name);
    const shortName = short.of(code);
    if (shortName) names.set(fold(shortName), name);
  }
  return names;
}

/** The English name of the country `text` names ('pakistan' gives 'Pakistan'), else undefined. */
export function countryName(text: string | undefined): string | undefined {
  return text ? countryNames().get(fold(text)) : undefined;
}
