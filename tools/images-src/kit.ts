// Drawing kit for the project-made illustrations: palette, seeded randomness and reusable
// SVG pieces (sky, land, trees, buildings, people, props). Everything returns SVG markup strings.

export const C = {
  green900: '#012a23',
  green800: '#06382f',
  green700: '#0b4d3f',
  green600: '#14634f',
  green500: '#1f7a5c',
  leaf: '#3f9b5f',
  leafLight: '#7cc07a',
  leafPale: '#b5d99c',
  amber: '#eb9801',
  amberLight: '#f7c45a',
  amberPale: '#fde6b0',
  amberDark: '#b87400',
  cream: '#fbf3e4',
  sand: '#e9d3a8',
  earth: '#a8774a',
  brick: '#c0643b',
  wood: '#8a5a35',
  woodLight: '#b07a4a',
  white: '#ffffff',
  ink: '#1d2b28',
  water: '#5f9fb3',
  sky: '#bfe3ec',
};

export const SKIN = ['#f3cfae', '#e2ad84', '#c98d63', '#a8704a', '#85553a', '#6a3f2a'];
export const HAIR = ['#2b1a12', '#3d2617', '#161616', '#5a3a22', '#7a4a26', '#d9d4cc'];

/** Deterministic PRNG so every run produces byte-identical SVG. */
export function rng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const n = (v: number) => Math.round(v * 10) / 10;
export const pick = <T>(r: () => number, list: readonly T[]): T => list[Math.floor(r() * list.length) % list.length];

/** Darken (amt < 0) or lighten (amt > 0) a #rrggbb colour. */
export function shade(hex: string, amt: number) {
  const h = hex.length === 4 ? hex.slice(1).replace(/./g, (c) => c + c) : hex.slice(1);
  const v = parseInt(h, 16);
  const ch = [(v >> 16) & 255, (v >> 8) & 255, v & 255].map((c) => {
    const t = amt < 0 ? 0 : 255;
    return Math.round(c + (t - c) * Math.abs(amt));
  });
  return '#' + ch.map((c) => c.toString(16).padStart(2, '0')).join('');
}

export const g = (attrs: string, body: string) => `<g ${attrs}>${body}</g>`;

/** Shared gradients and filters; ids are prefixed with p so several scenes could share a page. */
export function defs(extra = '') {
  return `<defs>
  <filter id="blur4" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="4"/></filter>
  <filter id="blur10" x="-30%" y="-30%" width="160%" height="160%"><feGaussianBlur stdDeviation="10"/></filter>
  <filter id="blur30" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="30"/></filter>
  <radialGradient id="sunGlow"><stop offset="0" stop-color="#fff6d8" stop-opacity="1"/><stop offset="0.25" stop-color="#ffe08a" stop-opacity="0.9"/><stop offset="1" stop-color="#ffd36b" stop-opacity="0"/></radialGradient>
  <radialGradient id="warmGlow"><stop offset="0" stop-color="#ffd98a" stop-opacity="0.9"/><stop offset="1" stop-color="#ffb940" stop-opacity="0"/></radialGradient>
  <radialGradient id="bulb"><stop offset="0" stop-color="#fffbe8"/><stop offset="0.3" stop-color="#ffe3a0" stop-opacity="0.9"/><stop offset="1" stop-color="#f7b733" stop-opacity="0"/></radialGradient>
  <linearGradient id="box" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#d8a46a"/><stop offset="1" stop-color="#b98348"/></linearGradient>
  <linearGradient id="wood" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#a06c40"/><stop offset="1" stop-color="#7a4d2b"/></linearGradient>
  <linearGradient id="canvasWhite" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="#e4e8e2"/></linearGradient>
  <linearGradient id="flood" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#8fa9a3"/><stop offset="1" stop-color="#5b7469"/></linearGradient>
  <linearGradient id="boardShine" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fff" stop-opacity="0.5"/><stop offset="0.5" stop-color="#fff" stop-opacity="0"/></linearGradient>
  ${extra}
</defs>`;
}

// ---------------------------------------------------------------- sky & land

const SKIES: Record<string, [top: string, middle: string, bottom: string]> = {
  day: ['#9fd3e6', '#cfeaf0', '#fbf1da'],
  morning: ['#f6c987', '#fbe3b8', '#fff4e0'],
  dusk: ['#0b4d3f', '#a9794a', '#f5b454'],
  evening: ['#123f3a', '#3c6b5c', '#e9a64a'],
  night: ['#02211c', '#06382f', '#1a5345'],
  storm: ['#6f8283', '#97a7a3', '#c3cbc2'],
  winter: ['#a9c4cc', '#d6e3e3', '#f4efe4'],
};

export function sky(w: number, h: number, kind = 'day', id = 'sky') {
  const [a, b, c] = SKIES[kind];
  return `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="0.55" stop-color="${b}"/><stop offset="1" stop-color="${c}"/></linearGradient><rect width="${w}" height="${h}" fill="url(#${id})"/>`;
}

export function sun(x: number, y: number, r: number, glow = 4) {
  return `<circle cx="${x}" cy="${y}" r="${r * glow}" fill="url(#sunGlow)" opacity="0.85"/><circle cx="${x}" cy="${y}" r="${r}" fill="#fff4cf"/>`;
}

export function cloud(x: number, y: number, s = 1, op = 0.9, col = '#ffffff') {
  return `<g transform="translate(${x},${y}) scale(${s})" opacity="${op}" fill="${col}"><ellipse cx="0" cy="0" rx="70" ry="22"/><circle cx="-28" cy="-12" r="26"/><circle cx="12" cy="-22" r="34"/><circle cx="46" cy="-8" r="22"/></g>`;
}

/** A rolling ridge from x=0..w, filled down to `bottom`. */
export function ridge(w: number, base: number, amp: number, fill: string, seed = 1, bottom = 2000, step = 80) {
  const r = rng(seed);
  const ph = [r() * 6, r() * 6, r() * 6];
  const f = [0.0021 + r() * 0.001, 0.0053 + r() * 0.002, 0.013];
  const pts = [];
  for (let x = -step; x <= w + step; x += step) {
    const y = base - amp * (0.55 * Math.sin(x * f[0] + ph[0]) + 0.3 * Math.sin(x * f[1] + ph[1]) + 0.15 * Math.sin(x * f[2] + ph[2]));
    pts.push([x, y]);
  }
  let d = `M${pts[0][0]},${n(pts[0][1])}`;
  for (let i = 1; i < pts.length; i++) {
    const [x0, y0] = pts[i - 1];
    const [x1, y1] = pts[i];
    d += ` Q${x0 + step / 2},${n(y0)} ${n((x0 + x1) / 2)},${n((y0 + y1) / 2)}`;
    if (i === pts.length - 1) d += ` T${x1},${n(y1)}`;
  }
  d += ` L${w + step},${bottom} L${-step},${bottom} Z`;
  return `<path d="${d}" fill="${fill}"/>`;
}

export function groundGrad(id: string, top: string, bottom: string) {
  return `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient>`;
}

// ---------------------------------------------------------------- vegetation

export function tree(x: number, y: number, s = 1, seed = 3, tones = [C.green600, C.leaf, C.leafLight]) {
  const r = rng(seed);
  const [dark, mid, light] = tones;
  let canopy = '';
  const blobs = [];
  for (let i = 0; i < 7; i++) {
    const a = (i / 7) * Math.PI * 2 + r();
    blobs.push([Math.cos(a) * (28 + r() * 14), -150 + Math.sin(a) * (24 + r() * 10), 34 + r() * 14]);
  }
  blobs.push([0, -158, 48]);
  canopy += blobs.map(([cx, cy, rr]) => `<circle cx="${n(cx)}" cy="${n(cy + 6)}" r="${n(rr)}" fill="${dark}"/>`).join('');
  canopy += blobs.map(([cx, cy, rr]) => `<circle cx="${n(cx - 4)}" cy="${n(cy)}" r="${n(rr * 0.9)}" fill="${mid}"/>`).join('');
  canopy += blobs
    .filter((_, i) => i % 2 === 0)
    .map(([cx, cy, rr]) => `<circle cx="${n(cx - 12)}" cy="${n(cy - 10)}" r="${n(rr * 0.5)}" fill="${light}" opacity="0.75"/>`)
    .join('');
  const trunk = `<path d="M-7,0 Q-5,-50 -4,-100 L-26,-140 L-20,-143 L-1,-112 L2,-150 L7,-150 L6,-108 L24,-136 L29,-132 L7,-96 Q6,-50 8,0 Z" fill="#6b4a2f"/>`;
  return `<g transform="translate(${x},${y}) scale(${s})"><ellipse cx="0" cy="0" rx="60" ry="9" fill="#000" opacity="0.13"/>${trunk}${canopy}</g>`;
}

export function pine(x: number, y: number, s = 1, col = C.green600) {
  return `<g transform="translate(${x},${y}) scale(${s})"><rect x="-4" y="-20" width="8" height="20" fill="#5b3d26"/><path d="M0,-140 L30,-70 L14,-72 L40,-20 L-40,-20 L-14,-72 L-30,-70 Z" fill="${col}"/><path d="M0,-140 L30,-70 L14,-72 L40,-20 L0,-20 Z" fill="#000" opacity="0.12"/></g>`;
}

export function bush(x: number, y: number, s = 1, col = C.leaf) {
  return `<g transform="translate(${x},${y}) scale(${s})"><ellipse cx="0" cy="0" rx="46" ry="7" fill="#000" opacity="0.12"/><circle cx="-22" cy="-16" r="20" fill="${shade(col, -0.2)}"/><circle cx="20" cy="-15" r="21" fill="${shade(col, -0.2)}"/><circle cx="0" cy="-26" r="25" fill="${col}"/><circle cx="-8" cy="-34" r="10" fill="${shade(col, 0.3)}" opacity="0.7"/></g>`;
}

export function grassTufts(w: number, y: number, count: number, seed = 9, col = C.green600, spread = 60) {
  const r = rng(seed);
  let out = '';
  for (let i = 0; i < count; i++) {
    const x = r() * w;
    const yy = y + r() * spread;
    const h = 8 + r() * 10;
    out += `<path d="M${n(x - 6)},${n(yy)} Q${n(x - 4)},${n(yy - h * 0.6)} ${n(x - 7)},${n(yy - h)} Q${n(x)},${n(yy - h * 0.5)} ${n(x + 1)},${n(yy)} Q${n(x + 3)},${n(yy - h * 0.7)} ${n(x + 8)},${n(yy - h * 0.9)} Q${n(x + 5)},${n(yy - h * 0.3)} ${n(x + 6)},${n(yy)} Z" fill="${col}" opacity="0.8"/>`;
  }
  return out;
}

export function flowers(w: number, y: number, count: number, seed = 4, spread = 80) {
  const r = rng(seed);
  let out = '';
  const cols = ['#f7c45a', '#ffffff', '#eb9801', '#f3a6a0'];
  for (let i = 0; i < count; i++) {
    const x = r() * w;
    const yy = y + r() * spread;
    out += `<circle cx="${n(x)}" cy="${n(yy)}" r="${n(2 + r() * 2)}" fill="${pick(r, cols)}"/>`;
  }
  return out;
}

// ---------------------------------------------------------------- buildings

/** A house's colours and parts; each has a default. */
export type HouseOptions = {
  wall?: string;
  roof?: string;
  roofH?: number;
  door?: string;
  window?: string;
  flat?: boolean;
  doorX?: number;
  windows?: number[];
  lit?: boolean;
};

export function house(x: number, y: number, w: number, h: number, o: HouseOptions = {}) {
  const wall = o.wall || C.cream;
  const roof = o.roof || C.brick;
  const rh = o.roofH ?? h * 0.55;
  const door = o.door || C.wood;
  const win = o.window || '#9fcbd6';
  const ov = 14;
  let s = `<g transform="translate(${x},${y})">`;
  s += `<ellipse cx="${w / 2}" cy="0" rx="${w * 0.62}" ry="10" fill="#000" opacity="0.12"/>`;
  s += `<rect x="0" y="${-h}" width="${w}" height="${h}" fill="${wall}"/>`;
  s += `<rect x="${w * 0.62}" y="${-h}" width="${w * 0.38}" height="${h}" fill="#000" opacity="0.06"/>`;
  if (o.flat) {
    s += `<rect x="-6" y="${-h - 12}" width="${w + 12}" height="14" fill="${shade(wall, -0.15)}"/>`;
  } else {
    s += `<path d="M${-ov},${-h + 2} L${w / 2},${-h - rh} L${w + ov},${-h + 2} Z" fill="${roof}"/>`;
    s += `<path d="M${w / 2},${-h - rh} L${w + ov},${-h + 2} L${w / 2},${-h + 2} Z" fill="#000" opacity="0.12"/>`;
    s += `<rect x="${-ov}" y="${-h}" width="${w + ov * 2}" height="5" fill="${shade(roof, -0.25)}"/>`;
  }
  const dw = Math.min(w * 0.22, 46);
  const dh = Math.min(h * 0.62, 92);
  const dx = o.doorX ?? w * 0.5 - dw / 2;
  s += `<rect x="${dx}" y="${-dh}" width="${dw}" height="${dh}" rx="3" fill="${door}"/><circle cx="${dx + dw * 0.8}" cy="${-dh / 2}" r="2.4" fill="${C.amberLight}"/>`;
  const ww = Math.min(w * 0.18, 40);
  const wy = -h * 0.72;
  const wins = o.windows ?? [w * 0.14, w * 0.86 - ww];
  for (const wx of wins) {
    s += `<rect x="${wx - 4}" y="${wy - 4}" width="${ww + 8}" height="${ww + 8}" fill="${shade(wall, -0.25)}"/><rect x="${wx}" y="${wy}" width="${ww}" height="${ww}" fill="${win}"/><path d="M${wx + ww / 2},${wy} V${wy + ww} M${wx},${wy + ww / 2} H${wx + ww}" stroke="${shade(wall, -0.25)}" stroke-width="3"/>`;
    if (o.lit) s += `<rect x="${wx}" y="${wy}" width="${ww}" height="${ww}" fill="#ffd27a" opacity="0.85"/>`;
  }
  s += '</g>';
  return s;
}

export function mosque(x: number, y: number, s = 1, col = C.green800) {
  return `<g transform="translate(${x},${y}) scale(${s})" fill="${col}">
<rect x="-120" y="-110" width="240" height="110"/>
<path d="M-70,-110 Q-70,-200 0,-215 Q70,-200 70,-110 Z"/><rect x="-3" y="-245" width="6" height="32"/><path d="M0,-262 a9,9 0 1,0 7,15 a7,7 0 1,1 -7,-15z"/>
<rect x="-180" y="-250" width="22" height="250"/><path d="M-180,-250 L-169,-285 L-158,-250 Z"/><rect x="-184" y="-200" width="30" height="8"/>
<rect x="158" y="-250" width="22" height="250"/><path d="M158,-250 L169,-285 L180,-250 Z"/><rect x="154" y="-200" width="30" height="8"/>
<path d="M-120,-110 Q-120,-150 -95,-158 Q-70,-150 -70,-110 Z"/><path d="M70,-110 Q70,-150 95,-158 Q120,-150 120,-110 Z"/>
</g>`;
}

// ---------------------------------------------------------------- people

/** A pose: each arm's elbow and hand, from its shoulder. */
type Arm = [elbow: [number, number], hand: [number, number]];
const POSES: Record<string, { l: Arm; r: Arm }> = {
  down: {
    l: [
      [-25, -110],
      [-25, -84],
    ],
    r: [
      [25, -110],
      [25, -84],
    ],
  },
  relaxed: {
    l: [
      [-25, -110],
      [-22, -86],
    ],
    r: [
      [26, -110],
      [20, -88],
    ],
  },
  hold: {
    l: [
      [-27, -106],
      [-17, -112],
    ],
    r: [
      [27, -106],
      [17, -112],
    ],
  },
  holdHigh: {
    l: [
      [-28, -112],
      [-17, -124],
    ],
    r: [
      [28, -112],
      [17, -124],
    ],
  },
  give: {
    l: [
      [-25, -110],
      [-22, -86],
    ],
    r: [
      [36, -114],
      [54, -120],
    ],
  },
  giveBoth: {
    l: [
      [14, -104],
      [34, -118],
    ],
    r: [
      [36, -110],
      [60, -118],
    ],
  },
  receive: {
    l: [
      [-24, -108],
      [-40, -118],
    ],
    r: [
      [22, -108],
      [-12, -118],
    ],
  },
  wave: {
    l: [
      [-25, -110],
      [-22, -86],
    ],
    r: [
      [36, -148],
      [40, -176],
    ],
  },
  cheer: {
    l: [
      [-36, -150],
      [-42, -180],
    ],
    r: [
      [36, -150],
      [42, -180],
    ],
  },
  point: {
    l: [
      [-25, -110],
      [-22, -86],
    ],
    r: [
      [38, -146],
      [58, -164],
    ],
  },
  write: {
    l: [
      [-24, -106],
      [-8, -100],
    ],
    r: [
      [24, -106],
      [10, -98],
    ],
  },
  sew: {
    l: [
      [-26, -104],
      [-14, -92],
    ],
    r: [
      [26, -104],
      [16, -92],
    ],
  },
  dig: {
    l: [
      [-20, -108],
      [4, -96],
    ],
    r: [
      [24, -118],
      [10, -140],
    ],
  },
  heart: {
    l: [
      [-22, -108],
      [-6, -126],
    ],
    r: [
      [22, -108],
      [6, -126],
    ],
  },
  raise: {
    l: [
      [-25, -110],
      [-22, -86],
    ],
    r: [
      [30, -154],
      [30, -186],
    ],
  },
  water: {
    l: [
      [-25, -110],
      [-22, -86],
    ],
    r: [
      [34, -112],
      [46, -104],
    ],
  },
  steth: {
    l: [
      [-25, -110],
      [-22, -86],
    ],
    r: [
      [34, -112],
      [48, -118],
    ],
  },
};

/**
 * A standing figure, feet centred at (x, y). s = scale (adult about 185 units tall at s = 1).
 * o: skin, hair, hairStyle (short|long|bun|hijab|kufi|cap|curly|bald), top, bottom, dress (bool),
 * pose, sleeve (short|long), child, vest (colour), coat (doctor), carry (box|book|sapling|shovel|basket|plate|bag|blanket|can|clipboard|coin|heart),
 * flip, beard, seated (chair|ground), backpack (colour), face (bool).
 */
/** What a person wears, holds and does; see person(). */
export type PersonOptions = {
  skin?: string;
  hair?: string;
  hairStyle?: string;
  top?: string;
  bottom?: string;
  dress?: boolean;
  pose?: string;
  sleeve?: 'short' | 'long';
  child?: boolean;
  vest?: string;
  coat?: boolean;
  carry?: string;
  bookCol?: string;
  flip?: boolean;
  beard?: boolean | string;
  seated?: 'chair' | 'ground';
  backpack?: string;
  face?: boolean;
  shadow?: boolean;
  logo?: string;
  hijab?: string;
  cap?: string;
  glasses?: boolean;
};

export function person(x: number, y: number, s = 1, o: PersonOptions = {}) {
  const skin = o.skin || SKIN[1];
  const hair = o.hair || HAIR[0];
  const top = o.top || C.green500;
  const bottom = o.bottom || '#3a4a5c';
  const pose = POSES[o.pose || 'down'];
  const sleeve = o.sleeve || 'short';
  const topDark = shade(top, -0.14);
  const hs = o.hairStyle || 'short';
  const body = [];
  const seatedDy = o.seated === 'ground' ? 70 : o.seated === 'chair' ? 30 : 0;

  // legs
  if (!o.seated) {
    body.push(`<ellipse cx="0" cy="0" rx="32" ry="6" fill="#000" opacity="0.18"/>`);
    if (o.dress) {
      body.push(`<path d="M-10,-6 L-11,0 L-3,0 L-2,-6 Z M2,-6 L3,0 L11,0 L10,-6 Z" fill="${skin}"/>`);
      body.push(`<path d="M-18,-92 L18,-92 Q24,-40 27,-8 Q0,-3 -27,-8 Q-24,-40 -18,-92 Z" fill="${bottom}"/>`);
      body.push(`<path d="M4,-92 L18,-92 Q24,-40 27,-8 Q14,-5 6,-5 Z" fill="#000" opacity="0.08"/>`);
    } else {
      body.push(`<path d="M-16,-90 L-1,-90 L-3,-5 L-13,-5 Z M1,-90 L16,-90 L13,-5 L3,-5 Z" fill="${bottom}"/>`);
      body.push(`<path d="M1,-90 L16,-90 L13,-5 L3,-5 Z" fill="#000" opacity="0.1"/>`);
    }
    body.push(`<ellipse cx="-9" cy="-3" rx="10" ry="5" fill="#2a2522"/><ellipse cx="9" cy="-3" rx="10" ry="5" fill="#2a2522"/>`);
  } else if (o.seated === 'ground') {
    body.push(`<ellipse cx="0" cy="0" rx="46" ry="7" fill="#000" opacity="0.18"/>`);
  } else if (o.seated === 'chair') {
    // front view of a seated figure: knees towards the viewer, shins down to the floor
    if (o.shadow !== false) body.push(`<ellipse cx="0" cy="0" rx="30" ry="6" fill="#000" opacity="0.18"/>`);
    if (o.dress)
      body.push(
        `<path d="M-10,-8 L-11,0 L-3,0 L-2,-8 Z M2,-8 L3,0 L11,0 L10,-8 Z" fill="${skin}"/><path d="M-22,-66 L22,-66 Q24,-36 22,-8 Q0,-4 -22,-8 Q-24,-36 -22,-66 Z" fill="${bottom}"/>`,
      );
    else
      body.push(
        `<path d="M-16,-62 L-1,-62 L-3,-5 L-13,-5 Z M1,-62 L16,-62 L13,-5 L3,-5 Z" fill="${bottom}"/><rect x="-19" y="-70" width="38" height="16" rx="7" fill="${shade(bottom, 0.08)}"/>`,
      );
    body.push(`<ellipse cx="-9" cy="-3" rx="10" ry="5" fill="#2a2522"/><ellipse cx="9" cy="-3" rx="10" ry="5" fill="#2a2522"/>`);
  }
  // crossed legs sit in front of the torso but behind the hands (shifted back by seatedDy below)
  const lap =
    o.seated === 'ground'
      ? `<path d="M-42,${-4 - seatedDy} Q-44,${-30 - seatedDy} -16,${-32 - seatedDy} L16,${-32 - seatedDy} Q44,${-30 - seatedDy} 42,${-4 - seatedDy} Q0,${4 - seatedDy} -42,${-4 - seatedDy} Z" fill="${bottom}"/><path d="M-30,${-10 - seatedDy} Q0,${-24 - seatedDy} 30,${-10 - seatedDy}" stroke="#000" stroke-opacity="0.15" stroke-width="3" fill="none"/><ellipse cx="-32" cy="${-6 - seatedDy}" rx="9" ry="5" fill="${o.dress ? skin : '#2a2522'}"/><ellipse cx="32" cy="${-6 - seatedDy}" rx="9" ry="5" fill="${o.dress ? skin : '#2a2522'}"/>`
      : '';

  const up = [];
  // backpack behind torso
  if (o.backpack) up.push(`<rect x="-24" y="-140" width="48" height="52" rx="10" fill="${o.backpack}"/>`);
  // hair that falls behind the shoulders
  if (hs === 'long') up.push(`<path d="M-13,-166 Q-15,-186 0,-185 Q15,-186 13,-166 L17,-132 Q0,-126 -17,-132 Z" fill="${hair}"/>`);
  // torso
  const torso = o.dress
    ? `M-9,-150 L9,-150 Q22,-148 23,-136 L19,-88 L-19,-88 L-23,-136 Q-22,-148 -9,-150 Z`
    : `M-9,-150 L9,-150 Q22,-148 23,-136 L19,-86 L-19,-86 L-23,-136 Q-22,-148 -9,-150 Z`;
  up.push(`<rect x="-4.5" y="-158" width="9" height="12" fill="${shade(skin, -0.12)}"/>`);
  up.push(`<path d="${torso}" fill="${o.coat ? '#f7f9f8' : top}"/>`);
  if (o.coat) {
    up.push(`<path d="M-6,-150 L6,-150 L3,-118 L-3,-118 Z" fill="${top}"/>`);
    up.push(
      `<path d="M-6,-150 L0,-126 L6,-150" fill="none" stroke="#cfd8d4" stroke-width="2"/><path d="M0,-126 V-88" stroke="#cfd8d4" stroke-width="1.6"/>`,
    );
    up.push(
      `<path d="M-9,-149 Q-14,-128 -6,-118" fill="none" stroke="#2f3d3a" stroke-width="2.2"/><path d="M9,-149 Q14,-128 6,-118" fill="none" stroke="#2f3d3a" stroke-width="2.2"/><circle cx="0" cy="-116" r="4" fill="#8c9a96" stroke="#2f3d3a" stroke-width="1.5"/>`,
    );
    up.push(`<rect x="9" y="-128" width="9" height="9" rx="1.5" fill="#e7ecea"/>`);
  }
  up.push(`<path d="M8,-150 Q22,-148 23,-136 L19,-86 L6,-86 Q14,-120 8,-150 Z" fill="#000" opacity="0.08"/>`);
  if (o.vest) {
    up.push(
      `<path d="M-21,-142 L-10,-148 L-4,-122 L-4,-88 L-19,-88 L-22,-134 Z M21,-142 L10,-148 L4,-122 L4,-88 L19,-88 L22,-134 Z" fill="${o.vest}"/>`,
    );
    up.push(
      `<rect x="-20" y="-106" width="16" height="4" fill="#f4f4ee" opacity="0.85"/><rect x="4" y="-106" width="16" height="4" fill="#f4f4ee" opacity="0.85"/>`,
    );
  } else if (o.logo) {
    up.push(heartPath(-1, -126, 0.5, o.logo));
  }
  if (o.backpack) up.push(`<path d="M-15,-148 L-15,-98 M15,-148 L15,-98" stroke="${shade(o.backpack, -0.25)}" stroke-width="4"/>`);

  // arms
  const arm = ([sx, sy]: [number, number], [el, ha]: Arm) => {
    const sl = sleeve === 'long' || o.coat ? 0.92 : 0.55;
    const mx = sx + (el[0] - sx) * Math.min(sl * 2, 1);
    const my = sy + (el[1] - sy) * Math.min(sl * 2, 1);
    let a = `<path d="M${sx},${sy} L${el[0]},${el[1]} L${ha[0]},${ha[1]}" fill="none" stroke="${skin}" stroke-width="8.5" stroke-linecap="round" stroke-linejoin="round"/>`;
    const sc = o.coat ? '#eef2f0' : topDark;
    if (sl > 0.6) {
      const fx = el[0] + (ha[0] - el[0]) * 0.78;
      const fy = el[1] + (ha[1] - el[1]) * 0.78;
      a += `<path d="M${sx},${sy} L${el[0]},${el[1]} L${n(fx)},${n(fy)}" fill="none" stroke="${sc}" stroke-width="11" stroke-linecap="round" stroke-linejoin="round"/>`;
    } else {
      a += `<path d="M${sx},${sy} L${n(mx)},${n(my)}" fill="none" stroke="${sc}" stroke-width="11.5" stroke-linecap="round"/>`;
    }
    a += `<circle cx="${ha[0]}" cy="${ha[1]}" r="5" fill="${skin}"/>`;
    return a;
  };
  const carried = carryItem(o.carry, o);
  up.push(lap);
  const behindHands = o.carry && !['shovel', 'sapling', 'can', 'coin'].includes(o.carry);
  up.push(arm([-18, -143], pose.l));
  if (behindHands) up.push(carried);
  up.push(arm([18, -143], pose.r));
  if (!behindHands && carried) up.push(carried);

  // head
  const head = [];
  const faceY = -168;
  if (hs === 'hijab') {
    const hj = o.hijab || C.amber;
    head.push(`<path d="M-16,-166 Q-17,-190 0,-190 Q17,-190 16,-166 L22,-140 Q0,-130 -22,-140 Z" fill="${hj}"/>`);
    head.push(`<path d="M4,-188 Q17,-188 16,-166 L22,-140 Q10,-135 6,-136 Z" fill="#000" opacity="0.1"/>`);
    head.push(`<ellipse cx="0" cy="${faceY + 1}" rx="9.5" ry="11.5" fill="${skin}"/>`);
  } else {
    head.push(
      `<circle cx="-11" cy="${faceY + 1}" r="3" fill="${shade(skin, -0.08)}"/><circle cx="11" cy="${faceY + 1}" r="3" fill="${shade(skin, -0.08)}"/>`,
    );
    if (hs !== 'bald' && hs !== 'kufi' && hs !== 'cap') head.push(`<ellipse cx="0" cy="${faceY - 4}" rx="12.6" ry="13.5" fill="${hair}"/>`);
    if (hs === 'curly')
      head.push(
        `<g fill="${hair}"><circle cx="-10" cy="-182" r="7"/><circle cx="0" cy="-186" r="8"/><circle cx="10" cy="-182" r="7"/><circle cx="-13" cy="-172" r="6"/><circle cx="13" cy="-172" r="6"/></g>`,
      );
    head.push(`<ellipse cx="0" cy="${faceY}" rx="11" ry="12.8" fill="${skin}"/>`);
    if (hs === 'short' || hs === 'bun' || hs === 'long')
      head.push(`<path d="M-11.5,-168 Q-10,-182 2,-181 Q12,-180 11.5,-167 Q9,-174 1,-174 Q-7,-174 -11.5,-168 Z" fill="${hair}"/>`);
    if (hs === 'long')
      head.push(
        `<path d="M-12,-170 Q-14,-160 -13,-150 L-10,-152 Q-11,-162 -9,-172 Z M12,-170 Q14,-160 13,-150 L10,-152 Q11,-162 9,-172 Z" fill="${hair}"/>`,
      );
    if (hs === 'bun') head.push(`<circle cx="0" cy="-186" r="7" fill="${hair}"/>`);
    if (hs === 'kufi') head.push(`<path d="M-11.5,-172 Q-11,-184 0,-184 Q11,-184 11.5,-172 Z" fill="${o.cap || '#f4f1ea'}"/>`);
    if (hs === 'cap')
      head.push(
        `<path d="M-12,-171 Q-12,-186 0,-186 Q12,-186 12,-171 Z" fill="${o.cap || C.amber}"/><path d="M4,-173 L24,-171 Q20,-167 4,-169 Z" fill="${shade(o.cap || C.amber, -0.2)}"/>`,
      );
    if (o.beard)
      head.push(
        `<path d="M-10.5,-168 Q-11,-152 0,-150 Q11,-152 10.5,-168 Q7,-158 0,-158 Q-7,-158 -10.5,-168 Z" fill="${o.beard === true ? hair : o.beard}"/>`,
      );
  }
  if (o.face !== false) {
    head.push(`<circle cx="-4.2" cy="${faceY - 1}" r="1.4" fill="#2a1c14"/><circle cx="4.2" cy="${faceY - 1}" r="1.4" fill="#2a1c14"/>`);
    head.push(
      `<path d="M-3.6,${faceY + 5} Q0,${faceY + 8} 3.6,${faceY + 5}" fill="none" stroke="#7a3f2c" stroke-width="1.3" stroke-linecap="round"/>`,
    );
    head.push(
      `<circle cx="-6.5" cy="${faceY + 3.5}" r="2.2" fill="#e57b6a" opacity="0.22"/><circle cx="6.5" cy="${faceY + 3.5}" r="2.2" fill="#e57b6a" opacity="0.22"/>`,
    );
  }
  if (o.glasses)
    head.push(
      `<g fill="none" stroke="#2a2a2a" stroke-width="1.2"><circle cx="-4.5" cy="${faceY - 1}" r="3.6"/><circle cx="4.5" cy="${faceY - 1}" r="3.6"/><path d="M-1,${faceY - 1} H1"/></g>`,
    );

  const headG = o.child ? `<g transform="translate(0,-152) scale(1.22) translate(0,152)">${head.join('')}</g>` : head.join('');
  const upper = `<g transform="translate(0,${seatedDy})">${up.join('')}${headG}</g>`;
  const fx = o.flip ? -s : s;
  return `<g transform="translate(${n(x)},${n(y)}) scale(${n(fx * 1000) / 1000},${s})">${body.join('')}${upper}</g>`;
}

export function heartPath(cx: number, cy: number, s: number, fill: string, extra = '') {
  return `<path transform="translate(${cx},${cy}) scale(${s})" d="M0,8 C-14,-2 -16,-12 -9,-16 C-4,-19 -1,-15 0,-12 C1,-15 4,-19 9,-16 C16,-12 14,-2 0,8 Z" fill="${fill}" ${extra}/>`;
}

function carryItem(kind: string | undefined, o: PersonOptions) {
  switch (kind) {
    case 'box':
      return foodBox(0, -96, 0.85);
    case 'boxGive':
      return foodBox(58, -104, 0.85);
    case 'book':
      return `<g transform="translate(0,-114)"><path d="M-20,-2 L0,2 L20,-2 L20,14 L0,18 L-20,14 Z" fill="${o.bookCol || C.amber}"/><path d="M-18,-3 L0,1 L0,15 L-18,11 Z" fill="#fff"/><path d="M18,-3 L0,1 L0,15 L18,11 Z" fill="#f2ede2"/></g>`;
    case 'clipboard':
      return `<g transform="translate(-10,-122)"><rect x="-12" y="0" width="26" height="32" rx="2" fill="#a97b4f"/><rect x="-9" y="4" width="20" height="25" fill="#fff"/><path d="M-6,10 H8 M-6,15 H8 M-6,20 H4" stroke="#9aa" stroke-width="1.6"/></g>`;
    case 'sapling':
      return `<g transform="translate(22,-96)"><path d="M-10,0 L10,0 L7,18 L-7,18 Z" fill="#a8603a"/><path d="M0,0 Q0,-20 2,-34" stroke="#4d7a3a" stroke-width="2.5" fill="none"/><path d="M1,-20 Q-16,-26 -18,-14 Q-6,-10 1,-20 Z M2,-30 Q16,-40 20,-28 Q8,-22 2,-30 Z M1,-12 Q14,-16 16,-6 Q6,-4 1,-12 Z" fill="${C.leaf}"/></g>`;
    case 'shovel':
      return `<g><path d="M10,-140 L-2,-30" stroke="#8a5a35" stroke-width="4" stroke-linecap="round"/><path d="M-8,-36 L6,-34 L2,-6 Q-6,0 -12,-8 Z" fill="#8c979a"/></g>`;
    case 'can':
      return `<g transform="translate(52,-110)"><path d="M-12,0 L12,0 L10,24 L-10,24 Z" fill="${C.leaf}"/><path d="M10,6 L32,-4 L33,0 L12,12 Z" fill="${C.leaf}"/><path d="M-8,-4 Q0,-14 8,-4" stroke="${C.green600}" stroke-width="3" fill="none"/><path d="M34,0 Q40,14 44,34 M36,-2 Q46,10 52,28 M33,2 Q34,16 36,32" stroke="#8fd0e6" stroke-width="1.6" fill="none" opacity="0.85"/></g>`;
    case 'basket':
      return `<g transform="translate(0,-112)"><path d="M-24,0 L24,0 L18,22 L-18,22 Z" fill="#c98d4e"/><path d="M-24,0 L24,0 M-21,8 L21,8 M-19,15 L19,15" stroke="#8e5b2c" stroke-width="1.5"/><circle cx="-10" cy="-4" r="7" fill="#e2513a"/><circle cx="4" cy="-6" r="7" fill="#f4b02e"/><circle cx="14" cy="-2" r="6" fill="#6aa84f"/></g>`;
    case 'plate':
      return `<g transform="translate(0,-116)"><ellipse cx="0" cy="4" rx="22" ry="6" fill="#f3f3ef"/><ellipse cx="0" cy="0" rx="14" ry="6" fill="#e3a23b"/><ellipse cx="-3" cy="-2" rx="5" ry="2.5" fill="#f7d37a"/></g>`;
    case 'blanket':
      return `<g transform="translate(0,-112)"><rect x="-24" y="-12" width="48" height="28" rx="6" fill="#b5483c"/><path d="M-24,-4 H24 M-24,6 H24" stroke="#e9c07a" stroke-width="3"/></g>`;
    case 'bag':
      return `<g transform="translate(0,-112)"><path d="M-16,-6 L16,-6 L18,22 L-18,22 Z" fill="#f2ead7"/><path d="M-8,-6 Q0,-20 8,-6" stroke="#c9b58e" stroke-width="2.5" fill="none"/>${heartPath(0, 8, 0.55, C.amber)}</g>`;
    case 'heart':
      return `<g transform="translate(0,-136)"><circle r="26" fill="url(#warmGlow)"/>${heartPath(0, 0, 1.1, '#e2513a')}</g>`;
    case 'coin':
      return `<g transform="translate(56,-120)"><circle r="6" fill="${C.amberLight}" stroke="${C.amberDark}" stroke-width="1.5"/></g>`;
    default:
      return '';
  }
}

// ---------------------------------------------------------------- props

/** A cardboard relief box whose front bottom-centre sits at (x, y). */
export function foodBox(x: number, y: number, s = 1, label = true) {
  return `<g transform="translate(${x},${y}) scale(${s})"><path d="M-24,0 L24,0 L24,-34 L-24,-34 Z" fill="url(#box)"/><path d="M-24,-34 L-14,-44 L34,-44 L24,-34 Z" fill="#e6bb85"/><path d="M24,0 L34,-10 L34,-44 L24,-34 Z" fill="#a87440"/><path d="M-2,-34 L8,-44" stroke="#c9a070" stroke-width="5"/>${label ? heartPath(0, -16, 0.6, C.green700) : ''}</g>`;
}

export function boxStack(x: number, y: number, s = 1, rows = [3, 2, 1]) {
  let out = '';
  rows.forEach((cnt, row) => {
    for (let i = 0; i < cnt; i++) {
      const bx = x + (i - (cnt - 1) / 2) * 50 * s;
      out += foodBox(bx, y - row * 34 * s, s, row === 0 || i % 2 === 0);
    }
  });
  return out;
}

/** A table's top, height, legs and cloth, with the banner a cloth may carry. */
export type TableOptions = { top?: string; h?: number; cloth?: string; banner?: string; bannerSize?: number; bannerCol?: string; leg?: string };

export function table(x: number, y: number, w: number, o: TableOptions = {}) {
  const top = o.top || '#f4efe4';
  const h = o.h ?? 60;
  let s = `<g transform="translate(${x},${y})"><ellipse cx="${w / 2}" cy="0" rx="${w * 0.56}" ry="8" fill="#000" opacity="0.15"/>`;
  if (o.cloth) {
    s += `<path d="M-6,${-h} L${w + 6},${-h} L${w + 10},-2 L-10,-2 Z" fill="${o.cloth}"/><path d="M-6,${-h} L${w + 6},${-h} L${w + 6},${-h + 8} L-6,${-h + 8} Z" fill="#000" opacity="0.08"/>`;
    if (o.banner)
      s += `<text x="${w / 2}" y="${-h / 2 + 6}" font-family="Arial, Helvetica, sans-serif" font-size="${o.bannerSize || 16}" font-weight="700" fill="${o.bannerCol || '#fff'}" text-anchor="middle">${o.banner}</text>`;
  } else {
    s += `<rect x="4" y="${-h}" width="6" height="${h}" fill="${o.leg || '#6b4a2f'}"/><rect x="${w - 10}" y="${-h}" width="6" height="${h}" fill="${o.leg || '#6b4a2f'}"/>`;
  }
  s += `<rect x="-8" y="${-h - 6}" width="${w + 16}" height="8" rx="2" fill="${top}"/></g>`;
  return s;
}

export function desk(x: number, y: number, w = 120, col = '#b07a4a', s = 1) {
  return `<g transform="translate(${x},${y}) scale(${s})"><ellipse cx="0" cy="0" rx="${w * 0.55}" ry="7" fill="#000" opacity="0.15"/><rect x="${-w / 2 + 6}" y="-56" width="6" height="56" fill="#5e3e27"/><rect x="${w / 2 - 12}" y="-56" width="6" height="56" fill="#5e3e27"/><rect x="${-w / 2}" y="-88" width="${w}" height="36" rx="3" fill="${col}"/><rect x="${-w / 2}" y="-92" width="${w}" height="8" rx="3" fill="${shade(col, 0.2)}"/></g>`;
}

export function openBook(x: number, y: number, s = 1, col = '#fff') {
  return `<g transform="translate(${x},${y}) scale(${s})"><path d="M-22,0 Q-11,-6 0,0 Q11,-6 22,0 L22,-4 Q11,-10 0,-4 Q-11,-10 -22,-4 Z" fill="${col}"/><path d="M-20,-4 L-2,-4 M2,-4 L20,-4" stroke="#ccc" stroke-width="0.8"/></g>`;
}

/** A market tent's canvas, stripe, back wall and sign. */
export type TentOptions = { col?: string; stripe?: string; back?: boolean; sign?: boolean; signCol?: string };

export function tent(x: number, y: number, w: number, h: number, o: TentOptions = {}) {
  const c = o.col || '#f6f7f2';
  const stripe = o.stripe || C.green500;
  const pole = '#5d6b68';
  const vh = 16;
  let s = `<g transform="translate(${x},${y})"><ellipse cx="${w / 2}" cy="2" rx="${w * 0.6}" ry="10" fill="#000" opacity="0.14"/>`;
  s += `<rect x="6" y="${-h}" width="5" height="${h}" fill="${pole}"/><rect x="${w - 11}" y="${-h}" width="5" height="${h}" fill="${pole}"/>`;
  if (o.back !== false) s += `<rect x="10" y="${-h}" width="${w - 20}" height="${h}" fill="${shade(c, -0.12)}"/>`;
  s += `<path d="M-10,${-h} L${w * 0.18},${-h - h * 0.42} L${w * 0.82},${-h - h * 0.42} L${w + 10},${-h} Z" fill="${c}"/>`;
  s += `<path d="M${w * 0.5},${-h - h * 0.42} L${w * 0.82},${-h - h * 0.42} L${w + 10},${-h} L${w * 0.5},${-h} Z" fill="#000" opacity="0.06"/>`;
  let val = `M-10,${-h}`;
  const k = 8;
  for (let i = 0; i < k; i++) {
    const x0 = -10 + ((w + 20) / k) * i;
    const x1 = x0 + (w + 20) / k;
    val += ` L${n(x0)},${-h + vh} Q${n((x0 + x1) / 2)},${-h + vh + 8} ${n(x1)},${-h + vh}`;
  }
  val += ` L${w + 10},${-h} Z`;
  s += `<path d="${val}" fill="${stripe}"/>`;
  if (o.sign) {
    s += `<circle cx="${w / 2}" cy="${-h - h * 0.2}" r="${h * 0.13}" fill="#fff"/><path d="M${w / 2 - h * 0.03},${-h - h * 0.29} h${h * 0.06} v${h * 0.06} h${h * 0.06} v${h * 0.06} h${-h * 0.06} v${h * 0.06} h${-h * 0.06} v${-h * 0.06} h${-h * 0.06} v${-h * 0.06} h${h * 0.06} Z" fill="${o.signCol || C.green500}"/>`;
  }
  return s + '</g>';
}

export function ridgeTent(x: number, y: number, w: number, h: number, col = '#f2f2ea', sign = true) {
  let s = `<g transform="translate(${x},${y})"><ellipse cx="0" cy="2" rx="${w * 0.62}" ry="9" fill="#000" opacity="0.14"/>`;
  s += `<path d="M${-w / 2},0 L0,${-h} L${w / 2},0 Z" fill="${col}"/><path d="M0,${-h} L${w / 2},0 L${w * 0.15},0 Z" fill="#000" opacity="0.09"/>`;
  s += `<path d="M${-w * 0.12},0 L0,${-h * 0.55} L${w * 0.12},0 Z" fill="#4b5a55"/>`;
  if (sign)
    s += `<path d="M${-w * 0.3},${-h * 0.45} h${w * 0.06} v${-w * 0.06} h${w * 0.06} v${w * 0.06} h${w * 0.06} v${w * 0.06} h${-w * 0.06} v${w * 0.06} h${-w * 0.06} v${-w * 0.06} h${-w * 0.06} Z" fill="${C.green500}"/>`;
  return s + '</g>';
}

export function boat(x: number, y: number, w: number, col = C.amber) {
  const h = w * 0.16;
  const L = -w / 2;
  const R = w / 2;
  const hull = `M${L},${-h * 0.55} L${R + 40},${-h * 1.2} Q${R + 10},${-h * 0.1} ${R - 90},${h * 0.35} L${L + 20},${h * 0.35} Q${L},${h * 0.3} ${L},${-h * 0.55} Z`;
  return `<g transform="translate(${x},${y})">
<rect x="${L - 30}" y="${-h * 0.55 - 34}" width="42" height="50" rx="8" fill="#3a3f3d"/><rect x="${L - 24}" y="${-h * 0.55 - 28}" width="10" height="22" rx="3" fill="#6b716e"/><rect x="${L - 18}" y="${-h * 0.55 + 10}" width="12" height="${h * 0.8}" fill="#2b2f2e"/>
<path d="${hull}" fill="${col}"/>
<path d="M${L},${h * 0.02} L${R - 10},${h * 0.02 - 20} Q${R - 40},${h * 0.28} ${R - 90},${h * 0.35} L${L + 20},${h * 0.35} Q${L},${h * 0.3} ${L},${h * 0.02} Z" fill="${shade(col, -0.2)}"/>
<path d="M${L},${-h * 0.55} L${R + 40},${-h * 1.2} L${R + 30},${-h * 1.02} L${L},${-h * 0.4} Z" fill="${shade(col, -0.38)}"/>
<path d="M${L + 20},${-h * 0.18} L${R - 6},${-h * 0.62}" stroke="#fff" stroke-width="6" opacity="0.9"/>
</g>`;
}

export function waves(w: number, y0: number, y1: number, seed = 5, col = '#ffffff', op = 0.35) {
  const r = rng(seed);
  let out = '';
  for (let y = y0; y < y1; y += 14 + r() * 10) {
    const k = 3 + Math.floor(r() * 4);
    for (let i = 0; i < k; i++) {
      const x = r() * w;
      const len = 30 + r() * 90;
      out += `<path d="M${n(x)},${n(y)} q${n(len / 4)},-4 ${n(len / 2)},0 t${n(len / 2)},0" stroke="${col}" stroke-width="2" fill="none" opacity="${op}"/>`;
    }
  }
  return out;
}

export function rain(w: number, h: number, count: number, seed = 6, op = 0.25) {
  const r = rng(seed);
  let d = '';
  for (let i = 0; i < count; i++) {
    const x = r() * (w + 200);
    const y = r() * h;
    const l = 18 + r() * 20;
    d += `M${n(x)},${n(y)} l${n(-l * 0.3)},${n(l)} `;
  }
  return `<path d="${d}" stroke="#e8f1f2" stroke-width="1.6" opacity="${op}"/>`;
}

export function stringLights(x0: number, x1: number, y: number, sag: number, count: number, seed = 2) {
  const r = rng(seed);
  let out = `<path d="M${x0},${y} Q${(x0 + x1) / 2},${y + sag * 2} ${x1},${y}" stroke="#2b2b2b" stroke-width="1.5" fill="none" opacity="0.6"/>`;
  for (let i = 1; i < count; i++) {
    const t = i / count;
    const x = (1 - t) * (1 - t) * x0 + 2 * (1 - t) * t * ((x0 + x1) / 2) + t * t * x1;
    const yy = (1 - t) * (1 - t) * y + 2 * (1 - t) * t * (y + sag * 2) + t * t * y;
    out += `<circle cx="${n(x)}" cy="${n(yy + 6)}" r="${n(16 + r() * 6)}" fill="url(#bulb)"/><circle cx="${n(x)}" cy="${n(yy + 6)}" r="3" fill="#fff7d6"/>`;
  }
  return out;
}

export function lantern(x: number, y: number, s = 1) {
  return `<g transform="translate(${x},${y}) scale(${s})"><path d="M0,-60 V-20" stroke="#3b3b3b" stroke-width="1.5"/><circle cx="0" cy="6" r="40" fill="url(#warmGlow)" opacity="0.8"/><path d="M-12,-20 L12,-20 L16,-10 L16,20 L12,30 L-12,30 L-16,20 L-16,-10 Z" fill="${C.amber}"/><path d="M-9,-10 L9,-10 L11,20 L-11,20 Z" fill="#fff2c4"/><path d="M-6,-26 L6,-26 L12,-20 L-12,-20 Z" fill="${C.amberDark}"/><path d="M-6,30 L6,30 L0,38 Z" fill="${C.amberDark}"/></g>`;
}

export function sewingMachine(x: number, y: number, s = 1) {
  return `<g transform="translate(${x},${y}) scale(${s})"><rect x="-40" y="-10" width="80" height="10" rx="2" fill="#e9e4d8"/><path d="M-34,-10 L-34,-50 Q-34,-58 -26,-58 L30,-58 Q38,-58 38,-50 L38,-40 L26,-40 L26,-46 L-20,-46 L-20,-10 Z" fill="#f4efe2"/><rect x="24" y="-40" width="10" height="22" fill="#e9e4d8"/><path d="M29,-18 V-12" stroke="#555" stroke-width="1.5"/><circle cx="-28" cy="-40" r="7" fill="#c9c1ad"/><rect x="-16" y="-56" width="34" height="6" rx="2" fill="${C.green500}"/><rect x="-8" y="-64" width="4" height="8" fill="#777"/><ellipse cx="-6" cy="-66" rx="4" ry="2" fill="${C.amber}"/></g>`;
}

export function chalkboard(x: number, y: number, w: number, h: number, lines: string[] = []) {
  let s = `<g transform="translate(${x},${y})"><rect x="-10" y="-10" width="${w + 20}" height="${h + 20}" rx="4" fill="#8a5a35"/><rect width="${w}" height="${h}" fill="#214a3c"/><rect width="${w}" height="${h}" fill="url(#boardShine)" opacity="0.3"/>`;
  for (const l of lines) s += l;
  s += `<rect x="${w * 0.1}" y="${h}" width="${w * 0.8}" height="8" fill="#6b4a2f"/></g>`;
  return s;
}

export function chalkText(x: number, y: number, text: string, size = 30, op = 0.85) {
  return `<text x="${x}" y="${y}" font-family="'Comic Sans MS', 'DejaVu Sans', sans-serif" font-size="${size}" fill="#f4f1e6" opacity="${op}">${text}</text>`;
}

export function windowFrame(x: number, y: number, w: number, h: number, skyKind = 'day') {
  const [a, , c] = SKIES[skyKind];
  return `<g transform="translate(${x},${y})"><rect x="-8" y="-8" width="${w + 16}" height="${h + 16}" fill="#f0e6d2"/><linearGradient id="win${x}${y}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${c}"/></linearGradient><rect width="${w}" height="${h}" fill="url(#win${x}${y})"/><path d="M0,${h * 0.75} Q${w * 0.3},${h * 0.55} ${w * 0.6},${h * 0.7} T${w},${h * 0.62} V${h} H0 Z" fill="${C.leaf}" opacity="0.7"/><path d="M${w / 2},0 V${h} M0,${h / 2} H${w}" stroke="#f0e6d2" stroke-width="6"/><rect x="-14" y="${h + 6}" width="${w + 28}" height="8" fill="#e2d5bb"/></g>`;
}

export function plant(x: number, y: number, s = 1) {
  return `<g transform="translate(${x},${y}) scale(${s})"><path d="M-14,0 L14,0 L18,-30 L-18,-30 Z" fill="${C.brick}"/><path d="M0,-30 Q-30,-60 -26,-86 Q-6,-64 0,-30 Z M0,-30 Q26,-70 20,-96 Q2,-70 0,-30 Z M0,-30 Q-4,-80 4,-104 Q12,-70 0,-30 Z" fill="${C.leaf}"/><path d="M0,-30 Q26,-70 20,-96 Q2,-70 0,-30 Z" fill="${C.green600}"/></g>`;
}

/** A banner's colours and the height of its poles. */
export type BannerOptions = { bg?: string; fg?: string; pole?: number };

export function bannerSign(x: number, y: number, w: number, h: number, text: string, o: BannerOptions = {}) {
  const bg = o.bg || C.green700;
  const fg = o.fg || '#fff';
  return `<g transform="translate(${x},${y})"><rect x="-4" y="0" width="5" height="${o.pole ?? 0}" fill="#555"/><rect x="${w - 1}" y="0" width="5" height="${o.pole ?? 0}" fill="#555"/><rect width="${w}" height="${h}" rx="4" fill="${bg}"/>${heartPath(h * 0.6, h * 0.5, h / 40, C.amber)}<text x="${w / 2 + h * 0.3}" y="${h * 0.64}" font-family="Arial, Helvetica, sans-serif" font-weight="700" font-size="${h * 0.42}" fill="${fg}" text-anchor="middle">${text}</text></g>`;
}
