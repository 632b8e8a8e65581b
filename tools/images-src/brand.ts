// Vector brand assets: logo variants, favicon, admin avatar and the offline map fallback.
import { C, rng, n } from './kit';

const FONT = 'Arial, Helvetica, sans-serif';

/** Heart held by two cupped hands, drawn in a 48 x 48 box. */
export function mark(heart = C.amber, hands = C.amber, handsShade = C.amberDark) {
  const left =
    'M3.5,23.5 C3.2,21.4 6.2,20.6 7.4,22.6 L10.6,28.4 C12.6,31.8 16,33.6 19.8,34.2 L22.6,34.7 C24.1,35 24.3,37 23.6,38.6 L22.4,41.6 C21.9,42.8 20.8,43.4 19.5,43.2 C11.2,41.8 5,34.2 3.5,23.5 Z';
  const right =
    'M44.5,23.5 C44.8,21.4 41.8,20.6 40.6,22.6 L37.4,28.4 C35.4,31.8 32,33.6 28.2,34.2 L25.4,34.7 C23.9,35 23.7,37 24.4,38.6 L25.6,41.6 C26.1,42.8 27.2,43.4 28.5,43.2 C36.8,41.8 43,34.2 44.5,23.5 Z';
  const thumbL = 'M11.4,23.6 C11,21.4 13.6,20.4 14.8,22.2 L17.2,26.4 C17.8,27.6 17,28.8 15.8,28.6 C14,28.3 12,26.6 11.4,23.6 Z';
  const thumbR = 'M36.6,23.6 C37,21.4 34.4,20.4 33.2,22.2 L30.8,26.4 C30.2,27.6 31,28.8 32.2,28.6 C34,28.3 36,26.6 36.6,23.6 Z';
  const heartD =
    'M24,29.5 C17.2,24.6 13.6,20.6 13.6,15.6 C13.6,12 16.2,9.4 19.4,9.4 C21.4,9.4 23,10.4 24,12 C25,10.4 26.6,9.4 28.6,9.4 C31.8,9.4 34.4,12 34.4,15.6 C34.4,20.6 30.8,24.6 24,29.5 Z';
  return `<path d="${left}" fill="${hands}"/><path d="${right}" fill="${handsShade}"/><path d="${thumbL}" fill="${hands}"/><path d="${thumbR}" fill="${handsShade}"/><path d="${heartD}" fill="${heart}"/><path d="M17.6,13.6 C18.2,12.6 19.2,12.2 20.2,12.3" stroke="#fff" stroke-width="1.4" stroke-linecap="round" fill="none" opacity="0.75"/>`;
}

export function logo({ text = C.green900, sub = C.amberDark } = {}) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="50" viewBox="0 0 200 50" role="img" aria-label="Hope Foundation"><title>Hope Foundation</title><g transform="translate(2,1)">${mark()}</g><text x="56" y="26" font-family="${FONT}" font-size="26" font-weight="700" fill="${text}">Hope</text><text x="57" y="41" font-family="${FONT}" font-size="10.5" font-weight="700" fill="${sub}" textLength="104" lengthAdjust="spacing">FOUNDATION</text></svg>\n`;
}

export function logoSticky({ text = C.green900 } = {}) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="50" viewBox="0 0 200 50" role="img" aria-label="Hope Foundation"><title>Hope Foundation</title><g transform="translate(2,7) scale(0.75)">${mark()}</g><text x="42" y="31" font-family="${FONT}" font-size="18" font-weight="700" fill="${text}">Hope <tspan fill="${C.amberDark}" font-weight="400">Foundation</tspan></text></svg>\n`;
}

export function logoFooter() {
  return logo({ text: '#ffffff', sub: C.amberLight });
}

export function favicon() {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="32" height="32" viewBox="0 0 48 48"><rect width="48" height="48" rx="10" fill="${C.green900}"/><g transform="translate(2.4,2.6) scale(0.9)">${mark(C.amber, C.amberLight, C.amber)}</g></svg>\n`;
}

export function avatar() {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="128" height="128" viewBox="0 0 128 128" role="img" aria-label="Administrator"><title>Administrator</title><defs><clipPath id="av"><circle cx="64" cy="64" r="64"/></clipPath><linearGradient id="avbg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#e3efe9"/><stop offset="1" stop-color="#c9ddd3"/></linearGradient></defs><g clip-path="url(#av)"><rect width="128" height="128" fill="url(#avbg)"/><path d="M16,128 C16,96 36,82 64,82 C92,82 112,96 112,128 Z" fill="${C.green700}"/><path d="M52,82 L64,98 L76,82 Z" fill="#f4efe4"/><rect x="56" y="68" width="16" height="16" rx="4" fill="#8fa89d"/><circle cx="64" cy="52" r="22" fill="#a7bdb3"/><path d="M42,50 C42,34 52,28 64,28 C78,28 86,36 86,50 C80,42 70,40 64,40 C56,40 48,42 42,50 Z" fill="#6f8a7e"/></g></svg>\n`;
}

/** Stylised street map for when the OpenStreetMap iframe cannot load (offline). */
export function mapFallback() {
  const Wm = 800;
  const Hm = 450;
  const r = rng(777);
  let s = `<svg xmlns="http://www.w3.org/2000/svg" width="${Wm}" height="${Hm}" viewBox="0 0 ${Wm} ${Hm}" preserveAspectRatio="xMidYMid slice" role="img" aria-label="Map showing the Hope Foundation office"><title>Map showing the Hope Foundation office</title>`;
  s += `<rect width="${Wm}" height="${Hm}" fill="#f1efe6"/>`;
  // city blocks with a few buildings
  const xs = [0, 110, 230, 330, 455, 560, 680, 800];
  const ys = [0, 95, 185, 290, 370, 450];
  let blocks = '';
  for (let i = 0; i < xs.length - 1; i++) {
    for (let j = 0; j < ys.length - 1; j++) {
      const x0 = xs[i] + 9;
      const y0 = ys[j] + 9;
      const w = xs[i + 1] - xs[i] - 18;
      const h = ys[j + 1] - ys[j] - 18;
      blocks += `<rect x="${x0}" y="${y0}" width="${w}" height="${h}" rx="3" fill="#e6e2d4"/>`;
      const k = 2 + Math.floor(r() * 3);
      for (let b = 0; b < k; b++) {
        const bw = 14 + r() * Math.max(10, w / 3);
        const bh = 12 + r() * Math.max(8, h / 3);
        blocks += `<rect x="${n(x0 + 4 + r() * Math.max(1, w - bw - 8))}" y="${n(y0 + 4 + r() * Math.max(1, h - bh - 8))}" width="${n(bw)}" height="${n(bh)}" fill="#d9d3c1"/>`;
      }
    }
  }
  s += blocks;
  // parks and river
  s += `<path d="M230,185 L330,185 L330,290 L230,290 Z" fill="#cfe3bf"/><circle cx="262" cy="220" r="9" fill="#b3d39f"/><circle cx="300" cy="252" r="12" fill="#b3d39f"/><circle cx="276" cy="266" r="7" fill="#b3d39f"/>`;
  s += `<path d="M560,0 L680,0 L680,95 L560,95 Z" fill="#cfe3bf"/><circle cx="600" cy="40" r="10" fill="#b3d39f"/><circle cx="640" cy="60" r="8" fill="#b3d39f"/>`;
  s += `<path d="M-20,400 C120,380 180,430 300,410 C420,390 470,330 600,340 C700,348 760,310 820,300" stroke="#a8d2e0" stroke-width="34" fill="none"/>`;
  s += `<path d="M-20,400 C120,380 180,430 300,410 C420,390 470,330 600,340 C700,348 760,310 820,300" stroke="#bfe0ea" stroke-width="12" fill="none" opacity="0.6"/>`;
  // streets: casing then fill
  let minor = '';
  for (const x of xs.slice(1, -1)) minor += `M${x},0 V${Hm} `;
  for (const y of ys.slice(1, -1)) minor += `M0,${y} H${Wm} `;
  s += `<path d="${minor}" stroke="#d6d0bf" stroke-width="16" fill="none"/><path d="${minor}" stroke="#ffffff" stroke-width="12" fill="none"/>`;
  const major = `M0,185 H${Wm} M455,0 V${Hm} M-10,40 L800,330`;
  s += `<path d="${major}" stroke="#e0b865" stroke-width="22" fill="none"/><path d="${major}" stroke="#f8d98f" stroke-width="17" fill="none"/>`;
  s += `<path d="M330,386 L330,430" stroke="#b9b09a" stroke-width="10"/>`;
  // labels
  const label = (x: number, y: number, t: string, rot = 0, size = 11) =>
    `<text x="${x}" y="${y}" transform="rotate(${rot} ${x} ${y})" font-family="${FONT}" font-size="${size}" fill="#6d6a5e" text-anchor="middle" stroke="#ffffff" stroke-width="3" paint-order="stroke">${t}</text>`;
  s +=
    label(170, 189, 'Main Road') + label(459, 330, 'Market Street', 90) + label(280, 146, 'Garden Avenue', 20) + label(110, 290 + 4, 'School Lane');
  s +=
    label(610, 99, 'Station Road') + label(280, 242, 'City Park', 0, 12) + label(620, 52, 'Green Square', 0, 11) + label(700, 323, 'River', -12, 12);
  // marker pin
  s += `<g transform="translate(455,185)"><ellipse cx="0" cy="2" rx="16" ry="5" fill="#000" opacity="0.25"/><path d="M0,0 C-6,-14 -22,-26 -22,-44 C-22,-57 -12,-66 0,-66 C12,-66 22,-57 22,-44 C22,-26 6,-14 0,0 Z" fill="${C.amber}" stroke="${C.amberDark}" stroke-width="2"/><circle cx="0" cy="-44" r="12" fill="#ffffff"/><path transform="translate(0,-44) scale(0.55)" d="M0,8 C-14,-2 -16,-12 -9,-16 C-4,-19 -1,-15 0,-12 C1,-15 4,-19 9,-16 C16,-12 14,-2 0,8 Z" fill="${C.green900}"/></g>`;
  s += `<g transform="translate(455,100)"><rect x="-70" y="-30" width="140" height="30" rx="6" fill="${C.green900}"/><path d="M-7,0 L0,8 L7,0 Z" fill="${C.green900}"/><text x="0" y="-10" font-family="${FONT}" font-size="13" font-weight="700" fill="#ffffff" text-anchor="middle">Hope Foundation</text></g>`;
  s += `<text x="${Wm - 8}" y="${Hm - 8}" font-family="${FONT}" font-size="10" fill="#8a8676" text-anchor="end">Illustrative map</text>`;
  return s + '</svg>\n';
}
