// Illustrated scenes, each drawn on a 1600 x 1000 canvas. Outputs crop/zoom into them, so the
// important content stays inside x 200..1400 and y 150..900.
import {
  C,
  SKIN,
  HAIR,
  defs,
  sky,
  sun,
  cloud,
  ridge,
  groundGrad,
  tree,
  pine,
  bush,
  grassTufts,
  flowers,
  house,
  mosque,
  person,
  heartPath,
  foodBox,
  boxStack,
  table,
  desk,
  openBook,
  tent,
  ridgeTent,
  boat,
  waves,
  rain,
  stringLights,
  lantern,
  sewingMachine,
  chalkboard,
  chalkText,
  windowFrame,
  plant,
  bannerSign,
  shade,
  rng,
  n,
  type PersonOptions,
} from './kit';

export const W = 1600;
export const H = 1000;

const FONT = 'Arial, Helvetica, sans-serif';

function village(y: number, s: number, seed: number, lit = false) {
  const r = rng(seed);
  let out = '';
  let x = -40;
  while (x < W + 40) {
    const w = (90 + r() * 70) * s;
    const h = (70 + r() * 40) * s;
    const walls = [C.cream, '#f1e0c0', '#e8d2b0', '#f6ead5'];
    const roofs = [C.brick, '#a9553a', '#8d6a4f', C.green600];
    out += house(x, y + r() * 8, w, h, { wall: walls[Math.floor(r() * 4)], roof: roofs[Math.floor(r() * 4)], flat: r() < 0.35, lit });
    x += w + (20 + r() * 60) * s;
  }
  return out;
}

function van(x: number, y: number, s = 1, col = '#f7f7f2') {
  return `<g transform="translate(${x},${y}) scale(${s})"><ellipse cx="130" cy="0" rx="160" ry="12" fill="#000" opacity="0.15"/>
<path d="M0,-150 L190,-150 Q205,-150 212,-136 L250,-80 L262,-76 Q270,-74 270,-64 L270,-22 L0,-22 Z" fill="${col}"/>
<path d="M196,-138 L238,-82 L196,-82 Z" fill="#9fcbd6"/><rect x="0" y="-70" width="270" height="10" fill="${C.amber}"/>
${heartPath(95, -108, 2.2, C.green700)}<text x="95" y="-40" font-family="${FONT}" font-weight="700" font-size="18" fill="${C.green700}" text-anchor="middle">HOPE RELIEF</text>
<circle cx="56" cy="-18" r="24" fill="#2b2b2b"/><circle cx="56" cy="-18" r="10" fill="#bbb"/><circle cx="214" cy="-18" r="24" fill="#2b2b2b"/><circle cx="214" cy="-18" r="10" fill="#bbb"/></g>`;
}

function mat(x: number, y: number, w: number, h: number, col = C.amber) {
  return `<g transform="translate(${x},${y})"><rect x="${-w / 2}" y="${-h / 2}" width="${w}" height="${h}" rx="10" fill="${col}"/><rect x="${-w / 2 + 12}" y="${-h / 2 + 10}" width="${w - 24}" height="${h - 20}" rx="6" fill="none" stroke="#fff" stroke-opacity="0.45" stroke-width="4" stroke-dasharray="14 8"/></g>`;
}

// ------------------------------------------------------------------ A: outdoor school

export function schoolOutdoor() {
  let s = defs() + sky(W, H, 'morning') + sun(1180, 250, 46);
  s += cloud(300, 180, 1.2, 0.8) + cloud(820, 130, 0.9, 0.7) + cloud(1450, 200, 1, 0.6);
  s += ridge(W, 560, 60, '#b9d3a6', 11) + ridge(W, 620, 40, '#9cc48a', 12);
  s += village(640, 0.55, 4);
  s += `<defs>${groundGrad('gA', '#a9d07f', '#7fb25c')}</defs><rect y="650" width="${W}" height="${H - 650}" fill="url(#gA)"/>`;
  s += tree(120, 700, 1.1, 5) + tree(420, 660, 0.7, 6);
  // shade of the big tree
  s += `<ellipse cx="1080" cy="870" rx="520" ry="70" fill="#2f6b3a" opacity="0.25"/>`;
  s += tree(1180, 880, 3.1, 7);
  // chalkboard on an easel
  s += `<g><path d="M1230,560 L1190,860 M1330,560 L1370,860 M1280,560 L1282,860" stroke="#6b4a2f" stroke-width="9"/></g>`;
  s += chalkboard(1165, 470, 240, 160, [
    chalkText(24, 52, 'A  B  C', 38),
    chalkText(24, 104, '1 + 2 = 3', 34),
    `<circle cx="196" cy="40" r="16" fill="none" stroke="#f4f1e6" stroke-width="3" opacity="0.8"/>`,
  ]);
  s += mat(820, 880, 620, 120, C.amber);
  // teacher
  s += person(1435, 900, 2.05, {
    pose: 'point',
    flip: true,
    hairStyle: 'hijab',
    hijab: C.green600,
    dress: true,
    top: '#f4efe4',
    bottom: C.green700,
    sleeve: 'long',
    skin: SKIN[2],
  });
  // pupils on the mat
  const kids: [number, number, PersonOptions][] = [
    [600, 850, { hairStyle: 'short', top: '#e2513a', skin: SKIN[3], bottom: '#2f4f6f' }],
    [745, 850, { hairStyle: 'hijab', hijab: '#ffffff', top: '#3d7fb5', bottom: '#3d7fb5', dress: true, skin: SKIN[1] }],
    [890, 850, { hairStyle: 'curly', top: C.amber, skin: SKIN[4], bottom: '#445' }],
    [1035, 850, { hairStyle: 'long', top: '#7b4b8a', skin: SKIN[2], hair: HAIR[1], bottom: '#7b4b8a', dress: true }],
    [670, 935, { hairStyle: 'short', top: C.leaf, skin: SKIN[2], bottom: '#36506a' }],
    [820, 935, { hairStyle: 'bun', top: '#f3a6a0', skin: SKIN[0], hair: HAIR[3], bottom: '#7a3f2c', dress: true }],
    [970, 935, { hairStyle: 'kufi', top: '#ffffff', skin: SKIN[3], bottom: '#555' }],
  ];
  for (const [x, y, o] of kids) s += person(x, y, 1.45, { ...o, child: true, seated: 'ground', pose: 'hold', carry: 'book', bookCol: C.amber });
  s += grassTufts(W, 900, 50, 3, C.green600, 100) + flowers(W, 900, 40, 8, 100);
  return s;
}

// ------------------------------------------------------------------ B: classroom

export function classroom() {
  let s = defs();
  s += `<defs>${groundGrad('wallB', '#f5ead3', '#e7d3ae')}${groundGrad('floorB', '#c59563', '#9c6d42')}</defs>`;
  s += `<rect width="${W}" height="720" fill="url(#wallB)"/><rect y="690" width="${W}" height="30" fill="#d8c29a"/><rect y="720" width="${W}" height="${H - 720}" fill="url(#floorB)"/>`;
  for (let x = 0; x < W; x += 130) s += `<path d="M${x},720 L${x - 200},${H}" stroke="#8a5d36" stroke-width="2" opacity="0.35"/>`;
  // bunting
  const cols = [C.amber, C.green500, '#e2513a', '#3d7fb5', C.leafLight];
  let flags = `<path d="M60,90 Q800,170 1540,90" stroke="#6b4a2f" stroke-width="2" fill="none"/>`;
  for (let i = 0; i < 22; i++) {
    const t = (i + 0.5) / 22;
    const x = 60 + 1480 * t;
    const y = 90 + 160 * t * (1 - t) * 1.0;
    flags += `<path d="M${n(x - 22)},${n(y)} L${n(x + 22)},${n(y)} L${n(x)},${n(y + 44)} Z" fill="${cols[i % cols.length]}"/>`;
  }
  s += flags;
  s += chalkboard(250, 220, 720, 330, [
    chalkText(50, 80, 'Welcome to Class!', 52),
    chalkText(50, 160, 'A  B  C  D  E', 44),
    chalkText(50, 230, '2 + 3 = 5', 44),
    `<g stroke="#f4f1e6" stroke-width="4" fill="none" opacity="0.8"><circle cx="600" cy="120" r="38"/><path d="M600,62 V44 M600,178 V196 M542,120 H524 M658,120 H676"/><path d="M520,290 L600,230 L680,290 Z M540,290 V320 H660 V290"/></g>`,
  ]);
  s += windowFrame(1170, 230, 300, 260, 'day');
  s += `<rect x="1040" y="560" width="80" height="150" fill="#8a5a35"/><rect x="1048" y="570" width="64" height="60" fill="#f3e7cf"/>`;
  s += plant(1520, 720, 1.5);
  // teacher
  s += person(1090, 830, 2.05, {
    pose: 'point',
    flip: true,
    hairStyle: 'bun',
    top: C.green600,
    bottom: '#2e3b4e',
    sleeve: 'long',
    skin: SKIN[1],
    hair: HAIR[0],
    glasses: true,
  });
  // back row
  const back: [number, PersonOptions][] = [
    [330, { hairStyle: 'short', top: C.amber, skin: SKIN[3] }],
    [560, { hairStyle: 'hijab', hijab: '#ffffff', top: '#3d7fb5', skin: SKIN[1], dress: true }],
    [790, { hairStyle: 'curly', top: '#e2513a', skin: SKIN[4] }],
  ];
  for (const [x, o] of back) {
    s += person(x, 810, 1.5, { ...o, child: true, seated: 'chair', pose: 'write' });
    s += desk(x, 812, 170);
    s += openBook(x, 722, 1.4);
  }
  const front: [number, PersonOptions][] = [
    [220, { hairStyle: 'long', top: '#7b4b8a', skin: SKIN[2], hair: HAIR[1] }],
    [500, { hairStyle: 'kufi', top: '#f4efe4', skin: SKIN[3] }],
    [780, { hairStyle: 'short', top: C.leaf, skin: SKIN[0], hair: HAIR[4] }],
    [1060, { hairStyle: 'hijab', hijab: C.amber, top: C.green500, skin: SKIN[2], dress: true }],
    [1340, { hairStyle: 'short', top: '#3d7fb5', skin: SKIN[5] }],
  ];
  for (const [x, o] of front) {
    s += person(x, 960, 1.9, { ...o, child: true, seated: 'chair', pose: 'write' });
    s += desk(x, 972, 165, '#b07a4a', 1.35);
    s +=
      openBook(x - 10, 852, 1.8) +
      `<rect x="${x + 40}" y="838" width="34" height="8" rx="2" fill="${C.amber}" transform="rotate(-20 ${x + 40} 838)"/>`;
  }
  return s;
}

// ------------------------------------------------------------------ C: food drive

export function foodDrive() {
  let s = defs() + sky(W, H, 'day') + sun(220, 160, 40);
  s += cloud(600, 150, 1.1, 0.85) + cloud(1250, 110, 1.3, 0.8);
  s += ridge(W, 560, 50, '#c5dcc0', 21);
  // community hall
  s += `<g><rect x="820" y="330" width="700" height="300" fill="#efe2c6"/><rect x="820" y="330" width="700" height="300" fill="url(#hallShade)"/><path d="M790,340 L1170,230 L1550,340 Z" fill="${C.green700}"/>`;
  s += `<rect x="1000" y="360" width="340" height="50" rx="6" fill="${C.green800}"/><text x="1170" y="395" font-family="${FONT}" font-weight="700" font-size="26" fill="#fff" text-anchor="middle">COMMUNITY CENTRE</text>`;
  for (let i = 0; i < 5; i++)
    s += `<rect x="${860 + i * 130}" y="440" width="70" height="90" fill="#9fcbd6"/><path d="M${895 + i * 130},440 V530" stroke="#efe2c6" stroke-width="5"/>`;
  s += `</g><defs><linearGradient id="hallShade" x1="0" x2="1"><stop offset="0" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.08"/></linearGradient></defs>`;
  s += tree(760, 640, 1.3, 22) + tree(1560, 640, 1.2, 23);
  s += `<defs>${groundGrad('gC', '#e6d3ad', '#cdb287')}</defs><rect y="620" width="${W}" height="${H - 620}" fill="url(#gC)"/>`;
  s += `<ellipse cx="800" cy="900" rx="900" ry="40" fill="#000" opacity="0.04"/>`;
  s += van(40, 760, 1.25);
  // canopy and table with volunteers behind it
  s += tent(330, 780, 560, 330, { col: '#ffffff', stripe: C.amber, back: false });
  s += person(430, 760, 1.75, { pose: 'hold', carry: 'box', vest: C.amber, top: C.green700, hairStyle: 'kufi', beard: true, skin: SKIN[3] });
  s += person(620, 760, 1.75, { pose: 'wave', vest: C.amber, top: '#ffffff', hairStyle: 'hijab', hijab: C.green600, skin: SKIN[1], sleeve: 'long' });
  s += person(800, 760, 1.75, { pose: 'relaxed', vest: C.amber, top: '#3d7fb5', hairStyle: 'short', skin: SKIN[4] });
  s += table(330, 790, 560, { cloth: C.green700, h: 130, banner: 'FOOD DRIVE', bannerSize: 40 });
  s += boxStack(420, 650, 0.9, [3, 2]) + boxStack(790, 650, 0.9, [2, 1]);
  // hand-over in front
  s += person(920, 930, 2.05, {
    pose: 'giveBoth',
    carry: 'boxGive',
    vest: C.amber,
    top: C.green600,
    hairStyle: 'cap',
    cap: C.green700,
    skin: SKIN[2],
  });
  s += person(1120, 930, 2.05, {
    pose: 'receive',
    flip: true,
    hairStyle: 'hijab',
    hijab: '#b5483c',
    dress: true,
    top: '#d98c5f',
    bottom: '#7a3f2c',
    sleeve: 'long',
    skin: SKIN[3],
  });
  s += person(1230, 935, 1.3, { child: true, pose: 'relaxed', flip: true, top: C.amberLight, hairStyle: 'short', skin: SKIN[3], bottom: '#445' });
  // queue
  s += person(1360, 880, 1.75, { pose: 'down', flip: true, top: '#8aa4b8', hairStyle: 'short', beard: true, skin: SKIN[2], hair: HAIR[5] });
  s += person(1480, 860, 1.7, { pose: 'relaxed', flip: true, top: '#c0643b', hairStyle: 'long', dress: true, bottom: '#5b3b6e', skin: SKIN[1] });
  s += foodBox(250, 900, 1.5) + foodBox(180, 920, 1.5);
  return s;
}

// ------------------------------------------------------------------ D: medical camp

export function medicalCamp() {
  let s = defs() + sky(W, H, 'day') + sun(1400, 150, 36);
  s += cloud(380, 140, 1.2, 0.8) + cloud(980, 200, 0.9, 0.7);
  s += ridge(W, 540, 70, '#b6d1b4', 31) + ridge(W, 600, 40, '#97c08e', 32);
  s += pine(120, 640, 1.2, C.green600) + pine(190, 650, 0.9, C.green500) + pine(1500, 640, 1.3, C.green600);
  s += `<defs>${groundGrad('gD', '#b9d88f', '#8dbb69')}</defs><rect y="630" width="${W}" height="${H - 630}" fill="url(#gD)"/>`;
  s += ridgeTent(1340, 700, 300, 190);
  s += tent(250, 740, 520, 280, { col: '#ffffff', stripe: C.green500, sign: true });
  s += tent(860, 720, 420, 250, { col: '#ffffff', stripe: C.amber, sign: true });
  s += bannerSign(560, 300, 460, 70, 'FREE MEDICAL CAMP', { bg: C.green800 });
  // patients seated on a bench under the first tent
  s += `<rect x="300" y="608" width="340" height="16" rx="4" fill="#8a5a35"/><rect x="315" y="620" width="8" height="80" fill="#6b4a2f"/><rect x="615" y="620" width="8" height="80" fill="#6b4a2f"/>`;
  s += person(350, 700, 1.45, { seated: 'chair', pose: 'down', hairStyle: 'hijab', hijab: '#7b4b8a', top: '#7b4b8a', skin: SKIN[2], sleeve: 'long' });
  s += person(460, 700, 1.45, { seated: 'chair', pose: 'down', hairStyle: 'kufi', beard: '#d9d4cc', top: '#e9e2d0', skin: SKIN[3] });
  s += person(570, 700, 1.45, { seated: 'chair', pose: 'down', hairStyle: 'short', top: '#5b8fb0', skin: SKIN[1] });
  // medicine table
  s += table(900, 760, 330, { cloth: '#ffffff', h: 100 });
  let meds = '';
  for (let i = 0; i < 7; i++)
    meds += `<rect x="${920 + i * 40}" y="${640 - (i % 3) * 6}" width="28" height="${26 + (i % 3) * 6}" rx="3" fill="${[C.amber, '#ffffff', C.green500, '#3d7fb5'][i % 4]}" stroke="#c8d0cc"/>`;
  s += meds + `<rect x="925" y="690" width="260" height="6" fill="${C.green500}" opacity="0.5"/>`;
  // doctor with mother and child
  s += person(760, 920, 2.1, {
    coat: true,
    pose: 'steth',
    top: '#5fa1c4',
    hairStyle: 'short',
    beard: true,
    skin: SKIN[2],
    hair: HAIR[0],
    glasses: true,
  });
  s += person(950, 925, 1.35, { child: true, flip: true, pose: 'relaxed', top: C.amber, hairStyle: 'short', skin: SKIN[3], bottom: '#36506a' });
  s += person(1080, 925, 2.0, {
    flip: true,
    pose: 'relaxed',
    hairStyle: 'hijab',
    hijab: C.green600,
    dress: true,
    top: '#e6a25a',
    bottom: '#a9553a',
    sleeve: 'long',
    skin: SKIN[3],
  });
  s += person(1300, 905, 1.95, {
    coat: true,
    pose: 'hold',
    carry: 'clipboard',
    top: C.amberLight,
    hairStyle: 'hijab',
    hijab: '#ffffff',
    skin: SKIN[1],
    sleeve: 'long',
  });
  s += grassTufts(W, 860, 40, 33, C.green600, 120) + flowers(W, 880, 30, 34, 100);
  return s;
}

// ------------------------------------------------------------------ E: flood relief

export function floodRelief() {
  let s = defs() + sky(W, H, 'storm');
  s += cloud(200, 120, 2, 0.5, '#dfe5e2') + cloud(800, 90, 2.4, 0.45, '#e9eeeb') + cloud(1400, 150, 1.8, 0.5, '#dfe5e2');
  s += `<rect y="0" width="${W}" height="420" fill="#fff" opacity="0.1"/>`;
  s += ridge(W, 520, 40, '#9fb4a4', 41);
  s += tree(140, 640, 1.0, 42, ['#4d7458', '#63896a', '#88a98b']) + tree(1480, 640, 1.2, 43, ['#4d7458', '#63896a', '#88a98b']);
  s += house(220, 660, 220, 150, { wall: '#eadfc8', roof: '#8d6a4f' }) + house(1150, 670, 260, 170, { wall: '#e3d3b5', roof: '#a9553a' });
  s += house(560, 650, 170, 120, { wall: '#eee2cc', flat: true });
  s += tree(900, 640, 0.9, 44, ['#4d7458', '#63896a', '#88a98b']);
  // floodwater
  s += `<rect y="590" width="${W}" height="${H - 590}" fill="url(#flood)"/>`;
  s += `<rect y="590" width="${W}" height="40" fill="#fff" opacity="0.12"/>`;
  s += waves(W, 610, 1000, 45, '#ffffff', 0.28);
  // reflections of the houses
  s += `<rect x="230" y="600" width="200" height="60" fill="#eadfc8" opacity="0.15"/><rect x="1160" y="600" width="240" height="70" fill="#e3d3b5" opacity="0.15"/>`;
  // distant boat
  s += person(370, 700, 0.8, { vest: '#f26b1d', top: '#ffffff', hairStyle: 'cap', cap: C.amber, pose: 'relaxed' }) + boat(400, 712, 200, '#e1e6e3');
  // main rescue boat
  s += person(560, 830, 1.8, { vest: '#f26b1d', top: C.green700, hairStyle: 'cap', cap: C.amber, pose: 'point', skin: SKIN[3] });
  s += person(740, 830, 1.6, {
    vest: '#f26b1d',
    top: '#b5483c',
    hairStyle: 'hijab',
    hijab: '#7b4b8a',
    skin: SKIN[2],
    pose: 'hold',
    carry: 'blanket',
    sleeve: 'long',
  });
  s += person(850, 845, 1.1, { child: true, vest: '#f26b1d', top: C.amber, hairStyle: 'short', skin: SKIN[3], pose: 'relaxed' });
  s += person(980, 830, 1.75, { vest: '#f26b1d', top: C.green600, hairStyle: 'short', beard: true, skin: SKIN[4], pose: 'hold', carry: 'box' });
  s += boxStack(1110, 770, 0.8, [2, 1]);
  s += boat(800, 860, 700, C.amber);
  // the hull sits in the water: a translucent band of floodwater over its lower part
  s += `<path d="M380,878 Q560,866 800,876 T1240,870 L1240,920 L380,920 Z" fill="#6f8a84" opacity="0.75"/>`;
  s += `<path d="M400,880 q40,-8 80,0 t80,0 M700,884 q40,-8 80,0 t80,0 M1000,878 q40,-8 80,0 t80,0" stroke="#fff" stroke-width="3" fill="none" opacity="0.5"/>`;
  s += `<path d="M1180,830 q60,10 120,40 M1190,850 q50,10 90,34" stroke="#fff" stroke-width="3" fill="none" opacity="0.45"/>`;
  s += rain(W, H, 260, 46, 0.22);
  return s;
}

// ------------------------------------------------------------------ F: shelter

export function shelter() {
  let s = defs() + sky(W, H, 'morning') + sun(260, 230, 44);
  s += cloud(700, 140, 1.1, 0.7) + cloud(1350, 190, 1, 0.7);
  s += ridge(W, 540, 70, '#c4d6a8', 51) + ridge(W, 600, 50, '#a6c98a', 52);
  s += `<defs>${groundGrad('gF', '#c8d99a', '#a3c06f')}</defs><rect y="640" width="${W}" height="${H - 640}" fill="url(#gF)"/>`;
  s += house(80, 680, 260, 170, { wall: '#f4e6cc', roof: C.brick }) + house(1260, 680, 280, 180, { wall: '#efe0c2', roof: C.green600 });
  // house under construction
  s += `<g><rect x="420" y="470" width="380" height="250" fill="#e6c8a0"/>`;
  for (let y = 480; y < 720; y += 22)
    for (let x = 420 + ((y / 22) % 2) * 20; x < 800; x += 40)
      s += `<rect x="${x}" y="${y}" width="38" height="20" fill="#c97a52" stroke="#e6c8a0" stroke-width="2"/>`;
  s += `<rect x="560" y="600" width="70" height="120" fill="#5b4030"/><rect x="450" y="540" width="70" height="60" fill="#5b4030"/><rect x="700" y="540" width="70" height="60" fill="#5b4030"/>`;
  s += `<path d="M400,470 L610,330 L820,470" fill="none" stroke="#8a5a35" stroke-width="14"/><path d="M610,330 V470 M505,400 V470 M715,400 V470 M470,440 H750" stroke="#8a5a35" stroke-width="8"/>`;
  s += `<path d="M840,720 L900,420 M900,720 L960,420" stroke="#b07a4a" stroke-width="8"/>`;
  for (let i = 0; i < 8; i++) s += `<path d="M${844 + i * 7.5},${700 - i * 37} H${904 + i * 7.5}" stroke="#b07a4a" stroke-width="6"/>`;
  s += `</g>`;
  s += person(925, 560, 1.3, { vest: C.amber, top: C.green700, hairStyle: 'cap', cap: C.amber, pose: 'raise', skin: SKIN[3] });
  // bricks and wheelbarrow
  let bricks = '';
  for (let r = 0; r < 4; r++)
    for (let i = 0; i < 5 - r; i++)
      bricks += `<rect x="${1000 + i * 44 + r * 22}" y="${780 - r * 22}" width="42" height="20" fill="#c97a52" stroke="#a55e3c" stroke-width="2"/>`;
  s += `<ellipse cx="1100" cy="800" rx="130" ry="12" fill="#000" opacity="0.12"/>` + bricks;
  // family receiving the key
  s += person(470, 920, 2.1, {
    vest: C.amber,
    top: C.green600,
    hairStyle: 'cap',
    cap: C.amber,
    pose: 'give',
    carry: 'coin',
    skin: SKIN[1],
    beard: true,
    hair: HAIR[3],
  });
  s += person(700, 920, 2.1, { flip: true, pose: 'wave', hairStyle: 'kufi', top: '#6d8fb0', skin: SKIN[3], beard: true });
  s += person(830, 925, 1.9, {
    flip: true,
    pose: 'relaxed',
    hairStyle: 'hijab',
    hijab: '#b5483c',
    dress: true,
    top: '#e3b04b',
    bottom: '#7a3f2c',
    sleeve: 'long',
    skin: SKIN[3],
  });
  s += person(950, 935, 1.3, { child: true, pose: 'cheer', top: C.leaf, hairStyle: 'short', skin: SKIN[3], bottom: '#445' });
  s += person(1040, 935, 1.2, {
    child: true,
    flip: true,
    pose: 'relaxed',
    top: '#f3a6a0',
    hairStyle: 'long',
    dress: true,
    bottom: '#c0643b',
    skin: SKIN[2],
  });
  s += bush(300, 940, 1.5) + bush(1400, 930, 1.8, C.green500);
  s += grassTufts(W, 880, 40, 53, C.green600, 110) + flowers(W, 880, 30, 54, 110);
  return s;
}

// ------------------------------------------------------------------ G: sewing workshop

export function sewing() {
  let s = defs();
  s += `<defs>${groundGrad('wallG', '#eef0e2', '#dfe2cc')}${groundGrad('floorG', '#c9a47a', '#a88058')}</defs>`;
  s += `<rect width="${W}" height="700" fill="url(#wallG)"/><rect y="700" width="${W}" height="${H - 700}" fill="url(#floorG)"/><rect y="690" width="${W}" height="14" fill="#c8c2a4"/>`;
  s += windowFrame(120, 170, 280, 300, 'morning');
  s += `<path d="M80,120 H440" stroke="#8a5a35" stroke-width="6"/><path d="M90,120 Q100,300 70,520 L140,520 Q120,300 150,120 Z M430,120 Q420,300 450,520 L380,520 Q400,300 370,120 Z" fill="${C.amber}" opacity="0.85"/>`;
  // fabric shelf
  s += `<rect x="1120" y="160" width="380" height="460" fill="#a06c40"/><rect x="1135" y="175" width="350" height="430" fill="#7a4d2b"/>`;
  const fab = ['#e2513a', C.amber, C.green500, '#3d7fb5', '#f3a6a0', '#7b4b8a', C.leafLight, '#ffffff', '#c0643b'];
  for (let r = 0; r < 4; r++) {
    s += `<rect x="1135" y="${265 + r * 107}" width="350" height="10" fill="#a06c40"/>`;
    for (let i = 0; i < 6; i++)
      s += `<rect x="${1145 + i * 56}" y="${195 + r * 107}" width="50" height="70" rx="6" fill="${fab[(i + r * 2) % fab.length]}"/><rect x="${1145 + i * 56}" y="${195 + r * 107}" width="50" height="12" rx="6" fill="#fff" opacity="0.2"/>`;
  }
  // clothes rack
  s += `<path d="M560,200 V640 M880,200 V640 M545,200 H895" stroke="#6f7a78" stroke-width="8"/>`;
  const shirts = ['#3d7fb5', C.amber, '#e2513a', C.green500, '#f3a6a0'];
  shirts.forEach((c, i) => {
    const x = 600 + i * 60;
    s += `<path d="M${x},200 V220" stroke="#555" stroke-width="2"/><path d="M${x - 26},228 L${x - 8},220 Q${x},228 ${x + 8},220 L${x + 26},228 L${x + 34},258 L${x + 20},262 L${x + 20},360 L${x - 20},360 L${x - 20},262 L${x - 34},258 Z" fill="${c}"/>`;
  });
  // bunting
  let fl = `<path d="M0,40 Q800,110 ${W},40" stroke="#6b4a2f" stroke-width="2" fill="none"/>`;
  for (let i = 0; i < 24; i++) {
    const t = (i + 0.5) / 24;
    const x = W * t;
    const y = 40 + 140 * t * (1 - t) * 1.0;
    fl += `<path d="M${n(x - 20)},${n(y)} L${n(x + 20)},${n(y)} L${n(x)},${n(y + 38)} Z" fill="${fab[i % fab.length]}"/>`;
  }
  s += fl;
  // instructor
  s += person(1000, 820, 2.0, {
    pose: 'hold',
    carry: 'blanket',
    hairStyle: 'hijab',
    hijab: C.green700,
    dress: true,
    top: '#f4efe4',
    bottom: C.green700,
    sleeve: 'long',
    skin: SKIN[1],
  });
  // back row of sewists
  const backRow: [number, PersonOptions][] = [
    [280, { hairStyle: 'hijab', hijab: C.amber, top: '#3d7fb5', skin: SKIN[2] }],
    [560, { hairStyle: 'long', top: '#7b4b8a', skin: SKIN[1], hair: HAIR[1] }],
    [1300, { hairStyle: 'hijab', hijab: '#f3a6a0', top: C.green500, skin: SKIN[3] }],
  ];
  for (const [x, o] of backRow) {
    s += person(x, 770, 1.6, { ...o, seated: 'chair', pose: 'sew', sleeve: 'long', dress: true });
    s += table(x - 120, 800, 240, { top: '#e9dcc3', h: 96 });
    s += sewingMachine(x + 10, 702, 1.3);
    s += `<path d="M${x - 60},703 Q${x - 30},690 ${x - 20},703 Z" fill="${fab[x % 7]}"/>`;
  }
  const frontRow: [number, PersonOptions][] = [
    [420, { hairStyle: 'hijab', hijab: '#e2513a', top: '#f4efe4', skin: SKIN[3] }],
    [1160, { hairStyle: 'bun', top: C.amber, skin: SKIN[4] }],
  ];
  for (const [x, o] of frontRow) {
    s += person(x, 960, 2.0, { ...o, seated: 'chair', pose: 'sew', sleeve: 'long', dress: true });
    s += table(x - 170, 1000, 340, { top: '#e9dcc3', h: 112 });
    s += sewingMachine(x + 20, 884, 1.8);
    s += `<path d="M${x - 150},885 L${x - 40},885 L${x - 50},870 L${x - 140},872 Z" fill="${C.green500}"/><path d="M${x - 150},885 L${x - 40},885 L${x - 45},878 Z" fill="#fff" opacity="0.3"/>`;
  }
  return s;
}

// ------------------------------------------------------------------ H: zakat

export function zakat() {
  let s = defs(
    `<radialGradient id="moonGlow"><stop offset="0" stop-color="#fff5d6" stop-opacity="0.7"/><stop offset="1" stop-color="#fff5d6" stop-opacity="0"/></radialGradient>`,
  );
  s += sky(W, H, 'dusk');
  const r = rng(61);
  for (let i = 0; i < 70; i++)
    s += `<circle cx="${n(r() * W)}" cy="${n(r() * 330)}" r="${n(0.8 + r() * 1.6)}" fill="#fff" opacity="${n(0.3 + r() * 0.6)}"/>`;
  s += `<circle cx="1180" cy="190" r="150" fill="url(#moonGlow)"/><path d="M1180,130 a60,60 0 1,0 48,96 a48,48 0 1,1 -48,-96 z" fill="#fff1c4"/>`;
  s += ridge(W, 640, 30, '#3f6e5a', 62);
  s += mosque(520, 700, 1.6, C.green800);
  s += `<g fill="${C.green900}">`;
  const r2 = rng(63);
  for (let x = 0; x < W; x += 70 + r2() * 40) s += `<rect x="${n(x)}" y="${n(640 - r2() * 90)}" width="${n(60 + r2() * 40)}" height="400"/>`;
  s += `</g>`;
  for (let i = 0; i < 22; i++) s += `<rect x="${n(60 + r2() * 1480)}" y="${n(600 + r2() * 60)}" width="8" height="10" fill="#ffd27a" opacity="0.7"/>`;
  s += lantern(180, 120, 1.6) + lantern(360, 60, 1.2) + lantern(1420, 110, 1.5);
  s += `<path d="M120,0 V60 M360,0 V0 M1420,0 V50" stroke="#333" stroke-width="2"/>`;
  // table top
  s += `<rect y="760" width="${W}" height="${H - 760}" fill="#6b4327"/><rect y="760" width="${W}" height="16" fill="#8a5a35"/>`;
  for (let y = 800; y < H; y += 60) s += `<path d="M0,${y} H${W}" stroke="#4f311c" stroke-width="2" opacity="0.5"/>`;
  s += `<ellipse cx="800" cy="760" rx="600" ry="60" fill="#ffcf7a" opacity="0.08"/>`;
  // donation box
  s += `<g transform="translate(800,840)"><ellipse cx="0" cy="6" rx="230" ry="22" fill="#000" opacity="0.3"/><path d="M-180,0 L180,0 L180,-230 L-180,-230 Z" fill="#f4ead2"/><path d="M180,0 L240,-40 L240,-270 L180,-230 Z" fill="#d9c9a4"/><path d="M-180,-230 L-120,-270 L240,-270 L180,-230 Z" fill="#fff8e6"/><rect x="0" y="-258" width="120" height="12" rx="6" fill="#5a3a22" transform="skewX(-30)"/>`;
  s += `<rect x="-180" y="-190" width="360" height="120" fill="${C.green700}"/>${heartPath(-120, -130, 2.2, C.amber)}<text x="30" y="-138" font-family="${FONT}" font-weight="700" font-size="40" fill="#fff" text-anchor="middle">ZAKAT</text><text x="30" y="-96" font-family="${FONT}" font-size="22" fill="${C.amberLight}" text-anchor="middle">Give with purpose</text></g>`;
  // coin
  s += `<g transform="translate(905,500)"><ellipse cx="0" cy="0" rx="26" ry="26" fill="${C.amberLight}" stroke="${C.amberDark}" stroke-width="4"/><circle r="15" fill="none" stroke="${C.amberDark}" stroke-width="2" opacity="0.6"/></g>`;
  // hand from the right dropping the coin: back of the hand, index finger and thumb pinching
  const sk = SKIN[2];
  const skd = shade(sk, -0.18);
  s += `<g><path d="M1600,360 L1200,410 L1215,540 L1600,600 Z" fill="${C.green600}"/>
<path d="M1215,418 C1150,410 1090,414 1040,430 C1000,442 966,456 936,468 C918,476 916,492 932,494 C960,494 990,484 1016,478 C1010,492 1012,506 1026,510 C1040,528 1062,532 1076,522 C1092,536 1118,534 1130,522 C1150,532 1180,530 1200,520 L1225,530 Z" fill="${sk}"/>
<path d="M1016,478 C1030,470 1050,468 1066,474 M1076,522 C1074,506 1080,494 1092,490 M1130,522 C1126,508 1132,498 1144,494" stroke="${skd}" stroke-width="3" fill="none"/>
<path d="M1060,476 C1030,486 1000,498 972,506 C958,512 960,528 976,526 C1004,522 1040,512 1070,500 Z" fill="${shade(sk, -0.06)}"/>
<path d="M1200,410 L1215,540" stroke="${C.green800}" stroke-width="8"/></g>`;
  s += `<path d="M905,520 V560 M880,530 V552 M930,530 V552" stroke="#fff" stroke-width="3" opacity="0.35" stroke-linecap="round"/>`;
  // coin stacks
  const stack = (x: number, y: number, k: number) => {
    let o = '';
    for (let i = 0; i < k; i++)
      o += `<ellipse cx="${x}" cy="${y - i * 10}" rx="34" ry="11" fill="${C.amberDark}"/><ellipse cx="${x}" cy="${y - i * 10 - 4}" rx="34" ry="11" fill="${i === k - 1 ? C.amberLight : C.amber}"/>`;
    return o;
  };
  s += stack(420, 880, 6) + stack(500, 900, 4) + stack(1180, 890, 7) + stack(1260, 905, 3);
  // rice sack
  s += `<g transform="translate(260,930)"><ellipse cx="0" cy="4" rx="110" ry="16" fill="#000" opacity="0.3"/><path d="M-90,0 Q-110,-120 -60,-190 L60,-190 Q110,-120 90,0 Z" fill="#efe1c0"/><path d="M-60,-190 Q0,-210 60,-190 L50,-170 Q0,-180 -50,-170 Z" fill="#d8c59c"/><text x="0" y="-80" font-family="${FONT}" font-weight="700" font-size="28" fill="${C.green700}" text-anchor="middle">RICE</text></g>`;
  return s;
}

// ------------------------------------------------------------------ I: hands holding a heart

function hand(flip: boolean) {
  const skin = SKIN[2];
  const d = `M-40,320 L-40,120 Q-44,60 -96,10 Q-140,-40 -150,-110 Q-152,-135 -132,-130 Q-116,-126 -110,-100 Q-104,-72 -82,-50 Q-96,-110 -90,-160 Q-88,-184 -68,-182 Q-50,-180 -52,-150 Q-54,-110 -44,-70 Q-46,-130 -34,-170 Q-28,-190 -10,-186 Q6,-180 2,-156 Q-6,-110 -2,-64 Q4,-110 20,-140 Q30,-158 46,-150 Q60,-142 52,-120 Q36,-80 36,-30 Q50,-40 70,-60 Q88,-76 102,-64 Q112,-52 100,-36 Q70,0 56,40 Q44,80 40,120 L40,320 Z`;
  return `<g transform="translate(${flip ? 1000 : 600},720) scale(${flip ? -1.2 : 1.2},1.2) rotate(-12)"><path d="${d}" fill="${skin}"/><path d="M-82,-50 Q-70,-20 -56,0 M-44,-70 Q-40,-30 -30,-10 M-2,-64 Q0,-30 4,-8" stroke="${shade(skin, -0.22)}" stroke-width="3" fill="none" opacity="0.7"/><path d="M40,120 Q44,80 56,40 Q70,0 100,-36 Q112,-52 102,-64 Q110,-40 80,0 Q60,40 52,120 Z" fill="#000" opacity="0.08"/><rect x="-56" y="200" width="112" height="140" fill="${flip ? C.green600 : C.green700}"/><rect x="-56" y="200" width="112" height="18" fill="#fff" opacity="0.15"/></g>`;
}

export function heartHands() {
  let s = defs(
    `<radialGradient id="bgI" cx="0.5" cy="0.4" r="0.8"><stop offset="0" stop-color="#f4b441"/><stop offset="0.45" stop-color="#b7741a"/><stop offset="1" stop-color="${C.green900}"/></radialGradient><radialGradient id="heartG" cx="0.4" cy="0.35" r="0.7"><stop offset="0" stop-color="#ff8a6b"/><stop offset="1" stop-color="#d63d2e"/></radialGradient>`,
  );
  s += `<rect width="${W}" height="${H}" fill="url(#bgI)"/>`;
  const r = rng(71);
  for (let i = 0; i < 36; i++)
    s += `<circle cx="${n(r() * W)}" cy="${n(r() * H * 0.8)}" r="${n(10 + r() * 50)}" fill="#fff3d0" opacity="${n(0.05 + r() * 0.15)}"/>`;
  s += `<circle cx="800" cy="420" r="300" fill="url(#warmGlow)" opacity="0.9"/>`;
  s += hand(false) + hand(true);
  s += `<g transform="translate(800,470)">${heartPath(0, 0, 10, 'url(#heartG)')}<path d="M-60,-110 Q-90,-100 -96,-60" stroke="#fff" stroke-width="14" stroke-linecap="round" fill="none" opacity="0.5"/></g>`;
  return s;
}

// ------------------------------------------------------------------ J: tree planting

export function treePlanting() {
  let s = defs() + sky(W, H, 'day') + sun(1350, 170, 42);
  s += cloud(280, 160, 1.3, 0.85) + cloud(850, 120, 1, 0.8);
  s += ridge(W, 520, 80, '#a9cf9a', 81) + ridge(W, 590, 50, '#86bb73', 82);
  for (let i = 0; i < 9; i++) s += tree(60 + i * 190, 640 - (i % 2) * 10, 0.45 + (i % 3) * 0.08, 83 + i);
  s += `<defs>${groundGrad('gJ', '#9ccc6c', '#74aa4f')}</defs><rect y="630" width="${W}" height="${H - 630}" fill="url(#gJ)"/>`;
  // row of planted saplings
  for (let i = 0; i < 6; i++) {
    const x = 180 + i * 240;
    const y = 720 + (i % 2) * 10;
    s += `<ellipse cx="${x}" cy="${y}" rx="50" ry="12" fill="#7a5236"/><path d="M${x},${y} Q${x - 2},${y - 40} ${x + 2},${y - 70}" stroke="#5b3d26" stroke-width="4" fill="none"/><circle cx="${x - 14}" cy="${y - 60}" r="16" fill="${C.leaf}"/><circle cx="${x + 14}" cy="${y - 70}" r="18" fill="${C.leafLight}"/><circle cx="${x}" cy="${y - 84}" r="14" fill="${C.leaf}"/>`;
  }
  s += bannerSign(1080, 280, 400, 64, 'PLANT A TREE', { bg: C.green700 });
  s += `<path d="M1100,344 V650 M1460,344 V650" stroke="#6b4a2f" stroke-width="8"/>`;
  // soil mound and digging
  s += `<ellipse cx="560" cy="900" rx="170" ry="34" fill="#6b4327"/><ellipse cx="540" cy="890" rx="120" ry="22" fill="#8a5a35"/>`;
  s += person(460, 900, 2.05, { pose: 'dig', carry: 'shovel', vest: C.amber, top: C.green700, hairStyle: 'cap', cap: C.green700, skin: SKIN[3] });
  s += person(700, 905, 2.0, {
    pose: 'hold',
    carry: 'sapling',
    flip: true,
    top: C.amber,
    hairStyle: 'hijab',
    hijab: C.green600,
    sleeve: 'long',
    dress: true,
    bottom: '#36506a',
    skin: SKIN[1],
  });
  s += person(960, 920, 1.4, { child: true, pose: 'water', carry: 'can', top: '#e2513a', hairStyle: 'curly', skin: SKIN[4], bottom: '#445' });
  s += `<ellipse cx="1050" cy="930" rx="60" ry="12" fill="#7a5236"/><path d="M1050,930 Q1048,900 1052,870" stroke="#5b3d26" stroke-width="4" fill="none"/><circle cx="1040" cy="872" r="14" fill="${C.leaf}"/><circle cx="1062" cy="864" r="15" fill="${C.leafLight}"/>`;
  s += person(1240, 900, 1.95, { pose: 'wave', top: '#ffffff', vest: C.amber, hairStyle: 'short', skin: SKIN[0], hair: HAIR[4] });
  // wheelbarrow with saplings
  s += `<g transform="translate(1380,930)"><ellipse cx="0" cy="4" rx="110" ry="12" fill="#000" opacity="0.15"/><circle cx="-60" cy="-20" r="22" fill="#333"/><path d="M-100,-100 L80,-100 L50,-30 L-80,-30 Z" fill="${C.green500}"/><path d="M80,-80 L150,-40" stroke="#555" stroke-width="6"/><path d="M-40,-100 Q-44,-130 -30,-150 M10,-100 Q8,-140 22,-160" stroke="#5b3d26" stroke-width="3" fill="none"/><circle cx="-30" cy="-150" r="18" fill="${C.leaf}"/><circle cx="22" cy="-160" r="20" fill="${C.leafLight}"/><circle cx="-8" cy="-132" r="14" fill="${C.green500}"/></g>`;
  s += grassTufts(W, 860, 50, 85, C.green600, 130) + flowers(W, 860, 40, 86, 130);
  return s;
}

// ------------------------------------------------------------------ K: fundraiser gala

function roundTable(x: number, y: number, w: number, people: PersonOptions[], seed: number) {
  const r = rng(seed);
  let s = '';
  people.forEach((o, i) => {
    const px = x - w / 2 + ((i + 0.5) / people.length) * w;
    s += person(px, y - 10, 1.5, { seated: 'chair', pose: i % 2 ? 'relaxed' : 'down', ...o, skin: o.skin || SKIN[Math.floor(r() * 6)] });
  });
  s += `<ellipse cx="${x}" cy="${y + 110}" rx="${w * 0.6}" ry="16" fill="#000" opacity="0.25"/><path d="M${x - w / 2 - 30},${y - 50} Q${x},${y - 30} ${x + w / 2 + 30},${y - 50} L${x + w / 2 + 40},${y + 70} Q${x},${y + 90} ${x - w / 2 - 40},${y + 70} Z" fill="url(#cloth)"/>`;
  s += `<ellipse cx="${x}" cy="${y - 50}" rx="${w / 2 + 30}" ry="26" fill="#ffffff"/>`;
  s += `<circle cx="${x}" cy="${y - 70}" r="16" fill="${C.amber}"/><circle cx="${x - 14}" cy="${y - 62}" r="10" fill="#e2513a"/><circle cx="${x + 14}" cy="${y - 62}" r="10" fill="#f3a6a0"/>`;
  s += `<rect x="${x - 60}" y="${y - 80}" width="6" height="26" fill="#f8f1dc"/><circle cx="${x - 57}" cy="${y - 86}" r="10" fill="url(#bulb)"/><rect x="${x + 54}" y="${y - 80}" width="6" height="26" fill="#f8f1dc"/><circle cx="${x + 57}" cy="${y - 86}" r="10" fill="url(#bulb)"/>`;
  return s;
}

export function gala() {
  let s = defs(
    `<linearGradient id="galaBg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${C.green900}"/><stop offset="1" stop-color="#0b3a31"/></linearGradient><linearGradient id="cloth" x1="0" x2="1"><stop offset="0" stop-color="#d9d6cc"/><stop offset="0.35" stop-color="#fbf9f3"/><stop offset="1" stop-color="#cfcabc"/></linearGradient><linearGradient id="curtain" x1="0" x2="1"><stop offset="0" stop-color="#7a1f2b"/><stop offset="0.5" stop-color="#a33040"/><stop offset="1" stop-color="#7a1f2b"/></linearGradient>`,
  );
  s += `<rect width="${W}" height="${H}" fill="url(#galaBg)"/>`;
  // stage
  s += `<rect x="300" y="140" width="1000" height="420" fill="#0f463b"/><rect x="300" y="140" width="1000" height="420" fill="url(#warmGlow)" opacity="0.25"/>`;
  for (let i = 0; i < 6; i++)
    s += `<path d="M${300 + i * 24},140 Q${310 + i * 24},350 ${296 + i * 24},560" stroke="#8b2535" stroke-width="26" fill="none"/><path d="M${1300 - i * 24},140 Q${1290 - i * 24},350 ${1304 - i * 24},560" stroke="#8b2535" stroke-width="26" fill="none"/>`;
  s += `<rect x="280" y="120" width="1040" height="40" fill="#6d1c27"/>`;
  s += `<rect x="540" y="200" width="520" height="110" rx="8" fill="${C.amber}"/><text x="800" y="250" font-family="${FONT}" font-weight="700" font-size="40" fill="${C.green900}" text-anchor="middle">ANNUAL CHARITY GALA</text><text x="800" y="290" font-family="${FONT}" font-size="24" fill="${C.green900}" text-anchor="middle">Together for Hope</text>`;
  s += `<rect x="260" y="560" width="1080" height="40" fill="#5b3a22"/><rect x="260" y="560" width="1080" height="8" fill="#8a5a35"/>`;
  // speaker at podium
  s += person(820, 560, 1.3, { pose: 'raise', top: '#1c2a33', sleeve: 'long', bottom: '#1c2a33', hairStyle: 'short', skin: SKIN[3], beard: true });
  s += `<path d="M770,560 L780,440 L860,440 L870,560 Z" fill="#4a2f1d"/>${heartPath(820, 490, 1.6, C.amber)}`;
  s += `<path d="M420,140 L260,560 L580,560 Z" fill="#fff6d8" opacity="0.06"/><path d="M1180,140 L1020,560 L1340,560 Z" fill="#fff6d8" opacity="0.06"/>`;
  s += stringLights(0, 800, 40, 60, 12, 91) + stringLights(800, W, 40, 60, 12, 92);
  const r = rng(93);
  for (let i = 0; i < 26; i++)
    s += `<circle cx="${n(r() * W)}" cy="${n(r() * 500)}" r="${n(8 + r() * 26)}" fill="#ffd98a" opacity="${n(0.05 + r() * 0.12)}"/>`;
  s += `<rect y="600" width="${W}" height="${H - 600}" fill="#052e26"/>`;
  const dressy: PersonOptions[] = [
    { top: '#1c2a33', sleeve: 'long', hairStyle: 'short' },
    { top: C.amber, hairStyle: 'long', dress: true, bottom: C.amber, hair: HAIR[1] },
    { top: '#7a1f2b', hairStyle: 'hijab', hijab: '#7a1f2b', sleeve: 'long' },
    { top: '#2c3e50', sleeve: 'long', hairStyle: 'kufi', beard: true },
    { top: C.green500, hairStyle: 'bun', sleeve: 'long' },
  ];
  s += roundTable(260, 720, 260, [dressy[0], dressy[1], dressy[2]], 94) + roundTable(1340, 720, 260, [dressy[3], dressy[4], dressy[1]], 95);
  s += roundTable(800, 860, 340, [dressy[2], dressy[3], dressy[4], dressy[0]], 96);
  return s;
}

// ------------------------------------------------------------------ L: community meal

export function communityMeal() {
  let s = defs() + sky(W, H, 'evening') + sun(1100, 520, 50, 5);
  s += ridge(W, 560, 60, '#4f7a5f', 101) + ridge(W, 620, 40, '#3b6a52', 102);
  s += village(660, 0.5, 103, true);
  s += `<defs>${groundGrad('gL', '#6f9a58', '#4c7a42')}</defs><rect y="650" width="${W}" height="${H - 650}" fill="url(#gL)"/>`;
  s += tree(250, 760, 2.4, 104, [C.green700, C.green600, C.leaf]);
  s += stringLights(150, 900, 260, 60, 12, 105) + stringLights(900, 1600, 240, 50, 10, 106);
  s += mat(820, 860, 1100, 200, '#b5483c');
  // food on the mat
  const pot = (x: number, y: number, sc: number) =>
    `<g transform="translate(${x},${y}) scale(${sc})"><ellipse cx="0" cy="6" rx="50" ry="10" fill="#000" opacity="0.25"/><path d="M-44,-40 L44,-40 Q46,0 30,4 L-30,4 Q-46,0 -44,-40 Z" fill="#8a8f8c"/><ellipse cx="0" cy="-40" rx="44" ry="12" fill="#d99a3a"/><path d="M-20,-60 q6,-12 0,-24 M4,-62 q6,-12 0,-24 M24,-58 q6,-12 0,-24" stroke="#fff" stroke-width="4" fill="none" opacity="0.5" stroke-linecap="round"/></g>`;
  const back: [number, PersonOptions][] = [
    [420, { hairStyle: 'kufi', beard: '#d9d4cc', top: '#e9e2d0', skin: SKIN[3] }],
    [560, { hairStyle: 'hijab', hijab: C.amber, top: C.green500, skin: SKIN[2], dress: true, bottom: C.green500 }],
    [700, { hairStyle: 'short', top: '#3d7fb5', skin: SKIN[4], child: true }],
    [840, { hairStyle: 'long', top: '#c0643b', skin: SKIN[1], dress: true, bottom: '#c0643b' }],
    [980, { hairStyle: 'short', beard: true, top: C.green700, skin: SKIN[2] }],
    [1120, { hairStyle: 'hijab', hijab: '#7b4b8a', top: '#f4efe4', skin: SKIN[3], dress: true, bottom: '#7b4b8a' }],
    [1260, { hairStyle: 'curly', top: C.amber, skin: SKIN[5], child: true }],
  ];
  for (const [x, o] of back) s += person(x, 820, o.child ? 1.3 : 1.6, { seated: 'ground', pose: 'hold', carry: 'plate', ...o });
  s += pot(640, 900, 1.2) + pot(1000, 905, 1.1);
  s += `<g>${[560, 760, 880, 1160].map((x) => `<ellipse cx="${x}" cy="915" rx="34" ry="10" fill="#f3f3ef"/><ellipse cx="${x}" cy="911" rx="22" ry="7" fill="#e3a23b"/>`).join('')}</g>`;
  // volunteer serving
  s += person(1420, 930, 2.0, {
    pose: 'hold',
    carry: 'plate',
    vest: C.amber,
    top: C.green600,
    hairStyle: 'cap',
    cap: C.green700,
    skin: SKIN[2],
    flip: true,
  });
  s += person(260, 930, 1.9, {
    pose: 'wave',
    top: '#f3a6a0',
    hairStyle: 'hijab',
    hijab: '#ffffff',
    dress: true,
    bottom: '#5b3b6e',
    sleeve: 'long',
    skin: SKIN[1],
  });
  return s;
}

// ------------------------------------------------------------------ M: volunteer team

export function volunteerTeam() {
  let s = defs() + sky(W, H, 'day') + sun(1400, 140, 36);
  s += cloud(300, 150, 1.2, 0.85) + cloud(1000, 110, 1.1, 0.8);
  s += ridge(W, 560, 50, '#b8d5b2', 111);
  s += tree(140, 660, 1.3, 112) + tree(1480, 660, 1.4, 113) + tree(380, 650, 0.8, 114);
  s += house(560, 650, 480, 260, { wall: '#efe2c6', roof: C.green700, windows: [60, 360] });
  s += `<rect x="700" y="440" width="200" height="40" rx="5" fill="${C.green800}"/><text x="800" y="468" font-family="${FONT}" font-weight="700" font-size="22" fill="#fff" text-anchor="middle">HOPE FOUNDATION</text>`;
  s += `<defs>${groundGrad('gM', '#b5d58c', '#8fbd68')}</defs><rect y="640" width="${W}" height="${H - 640}" fill="url(#gM)"/>`;
  s += boxStack(1250, 800, 1.0, [3, 2, 1]);
  const team: [x: number, pose: string, o: PersonOptions][] = [
    [310, 'wave', { hairStyle: 'short', top: C.green700, skin: SKIN[3], beard: true }],
    [
      470,
      'hold',
      { hairStyle: 'hijab', hijab: C.green600, top: '#ffffff', skin: SKIN[1], sleeve: 'long', dress: true, bottom: '#36506a', carry: 'clipboard' },
    ],
    [630, 'cheer', { hairStyle: 'curly', top: '#3d7fb5', skin: SKIN[5] }],
    [800, 'down', { hairStyle: 'bun', top: C.green500, skin: SKIN[0], hair: HAIR[4] }],
    [970, 'hold', { hairStyle: 'cap', cap: C.green700, top: '#ffffff', skin: SKIN[2], carry: 'box' }],
    [1130, 'wave', { hairStyle: 'long', top: C.green700, skin: SKIN[2], hair: HAIR[1], flip: true }],
    [1290, 'relaxed', { hairStyle: 'kufi', top: '#e9e2d0', skin: SKIN[4], beard: true }],
  ];
  team.forEach(([x, pose, o], i) => {
    s += person(x, 880 + (i % 2) * 20, 2.0, { pose, vest: C.amber, ...o });
  });
  s += grassTufts(W, 880, 50, 115, C.green600, 110) + flowers(W, 880, 40, 116, 110);
  return s;
}

// ------------------------------------------------------------------ N: clean water

export function cleanWater() {
  let s = defs() + sky(W, H, 'morning') + sun(1250, 220, 48);
  s += cloud(420, 170, 1.1, 0.7);
  s += ridge(W, 570, 50, '#d9c79b', 121) + ridge(W, 630, 30, '#cdb686', 122);
  s += village(660, 0.5, 123);
  s += `<defs>${groundGrad('gN', '#dcc59a', '#c4a877')}</defs><rect y="650" width="${W}" height="${H - 650}" fill="url(#gN)"/>`;
  s += tree(120, 700, 1.2, 124, ['#5f7f3c', '#7e9e4a', '#a6c070']) + tree(1500, 690, 1.0, 125, ['#5f7f3c', '#7e9e4a', '#a6c070']);
  // water tank on stand
  s += `<g transform="translate(1240,700)"><path d="M-80,0 L-60,-200 M80,0 L60,-200 M-70,-100 L70,-100" stroke="#6f7a78" stroke-width="8"/><rect x="-90" y="-330" width="180" height="140" rx="20" fill="#3d7fb5"/><rect x="-90" y="-330" width="180" height="30" rx="15" fill="#5b9bd1"/>${heartPath(-50, -256, 1.8, '#fff')}<text x="18" y="-250" font-family="${FONT}" font-weight="700" font-size="24" fill="#fff" text-anchor="middle">WATER</text></g>`;
  // concrete platform and hand pump
  s += `<ellipse cx="760" cy="860" rx="260" ry="50" fill="#b9b3a6"/><ellipse cx="760" cy="850" rx="240" ry="40" fill="#d3cec2"/>`;
  s += `<g transform="translate(760,840)"><rect x="-26" y="-260" width="52" height="250" rx="8" fill="#2f6b8f"/><rect x="-34" y="-270" width="68" height="24" rx="6" fill="#285b7a"/><path d="M26,-200 L110,-180" stroke="#285b7a" stroke-width="12" stroke-linecap="round"/><path d="M-26,-150 L-90,-150 L-90,-130" stroke="#2f6b8f" stroke-width="20" fill="none"/><path d="M-90,-120 Q-88,-60 -94,-10" stroke="#8fd0e6" stroke-width="10" fill="none" opacity="0.9"/></g>`;
  s += `<g transform="translate(666,850)"><path d="M-30,-50 L30,-50 L24,0 L-24,0 Z" fill="${C.amber}"/><ellipse cx="0" cy="-50" rx="30" ry="8" fill="#6fb8d4"/></g>`;
  s += person(900, 860, 1.95, { pose: 'give', flip: true, hairStyle: 'short', top: C.green600, skin: SKIN[3], vest: C.amber });
  s += person(540, 900, 1.35, { child: true, pose: 'hold', top: '#e2513a', hairStyle: 'short', skin: SKIN[4], carry: 'bag' });
  s += person(430, 905, 1.3, {
    child: true,
    pose: 'cheer',
    top: C.leafLight,
    hairStyle: 'hijab',
    hijab: '#ffffff',
    dress: true,
    bottom: '#3d7fb5',
    skin: SKIN[3],
  });
  // woman carrying a pot on her head
  s += person(1080, 920, 2.0, {
    pose: 'holdHigh',
    hairStyle: 'hijab',
    hijab: C.amber,
    dress: true,
    top: '#7b4b8a',
    bottom: '#7b4b8a',
    sleeve: 'long',
    skin: SKIN[4],
    flip: true,
  });
  s += `<g transform="translate(1080,532)"><ellipse cx="0" cy="0" rx="38" ry="28" fill="#b86a3c"/><rect x="-14" y="-38" width="28" height="14" rx="4" fill="#9a5530"/><ellipse cx="-10" cy="-6" rx="10" ry="8" fill="#fff" opacity="0.15"/></g>`;
  s += `<ellipse cx="1300" cy="930" rx="40" ry="10" fill="#000" opacity="0.15"/><path d="M1272,930 L1328,930 L1332,870 L1268,870 Z" fill="#3d7fb5"/><rect x="1290" y="856" width="20" height="14" fill="#2f6b8f"/>`;
  s += grassTufts(W, 900, 30, 126, '#8a9a4a', 100);
  return s;
}

// ------------------------------------------------------------------ O: winter warm meals

export function winterMeals() {
  let s = defs() + sky(W, H, 'night');
  const r = rng(131);
  for (let i = 0; i < 90; i++)
    s += `<circle cx="${n(r() * W)}" cy="${n(r() * 450)}" r="${n(0.8 + r() * 1.6)}" fill="#fff" opacity="${n(0.3 + r() * 0.5)}"/>`;
  s += ridge(W, 560, 50, '#0d4a3d', 132);
  s += village(640, 0.55, 133, true);
  s += `<defs>${groundGrad('gO', '#dfe6e2', '#b9c7c2')}</defs><rect y="630" width="${W}" height="${H - 630}" fill="url(#gO)"/>`;
  s += `<rect y="630" width="${W}" height="${H - 630}" fill="#0b3a31" opacity="0.25"/>`;
  s += pine(110, 680, 1.5, '#0f4d3f') + pine(1490, 690, 1.7, '#0f4d3f');
  s += stringLights(0, 800, 90, 70, 12, 134) + stringLights(800, W, 90, 70, 12, 135);
  // warm glow around the serving stall
  s += `<circle cx="800" cy="640" r="520" fill="url(#warmGlow)" opacity="0.55"/>`;
  s += tent(470, 820, 660, 360, { col: '#f4efe4', stripe: C.amber, back: false });
  s += bannerSign(580, 395, 440, 62, 'WARM MEALS', { bg: C.green800 });
  // cooks behind counter
  s += person(600, 780, 1.7, {
    pose: 'hold',
    carry: 'plate',
    vest: C.amber,
    top: C.green700,
    sleeve: 'long',
    hairStyle: 'cap',
    cap: '#ffffff',
    skin: SKIN[3],
  });
  s += person(980, 780, 1.7, {
    pose: 'relaxed',
    vest: C.amber,
    top: '#b5483c',
    sleeve: 'long',
    hairStyle: 'hijab',
    hijab: C.green600,
    skin: SKIN[1],
  });
  s += table(470, 810, 660, { cloth: C.green700, h: 120 });
  s += `<g transform="translate(800,688)"><path d="M-70,-90 L70,-90 Q74,-10 54,0 L-54,0 Q-74,-10 -70,-90 Z" fill="#9aa19e"/><ellipse cx="0" cy="-90" rx="70" ry="16" fill="#e0a43e"/><path d="M-30,-110 q10,-20 0,-40 q-10,-20 0,-40 M10,-112 q10,-20 0,-40 q-10,-20 0,-40 M44,-106 q10,-20 0,-40" stroke="#fff" stroke-width="6" fill="none" opacity="0.45" stroke-linecap="round"/><path d="M-86,-70 h-16 M86,-70 h16" stroke="#777" stroke-width="8" stroke-linecap="round"/></g>`;
  s +=
    `<rect x="880" y="672" width="120" height="16" rx="4" fill="#e9dcc3"/>` +
    `<g>${[600, 660, 940, 1020].map((x) => `<ellipse cx="${x}" cy="682" rx="20" ry="6" fill="#fff"/><ellipse cx="${x}" cy="679" rx="13" ry="4" fill="#e3a23b"/>`).join('')}</g>`;
  // families in coats and scarves
  s += person(330, 930, 2.0, {
    pose: 'hold',
    carry: 'plate',
    top: '#6b4a8a',
    sleeve: 'long',
    hairStyle: 'hijab',
    hijab: '#b5483c',
    dress: true,
    bottom: '#3f2f52',
    skin: SKIN[2],
  });
  s += person(460, 940, 1.35, {
    child: true,
    pose: 'hold',
    carry: 'plate',
    top: '#3d7fb5',
    sleeve: 'long',
    hairStyle: 'cap',
    cap: '#e2513a',
    skin: SKIN[2],
  });
  s += person(1150, 930, 2.05, {
    pose: 'hold',
    carry: 'blanket',
    flip: true,
    top: '#5b6f7c',
    sleeve: 'long',
    hairStyle: 'kufi',
    cap: '#8a5a35',
    beard: true,
    skin: SKIN[3],
  });
  s += person(1290, 945, 1.3, {
    child: true,
    flip: true,
    pose: 'wave',
    top: C.amber,
    sleeve: 'long',
    hairStyle: 'cap',
    cap: C.green600,
    skin: SKIN[3],
  });
  // falling snow
  const r2 = rng(136);
  for (let i = 0; i < 120; i++)
    s += `<circle cx="${n(r2() * W)}" cy="${n(r2() * H)}" r="${n(1.5 + r2() * 2.5)}" fill="#fff" opacity="${n(0.4 + r2() * 0.5)}"/>`;
  return s;
}

// ------------------------------------------------------------------ P: children walking to school

export function schoolWalk() {
  let s = defs() + sky(W, H, 'morning') + sun(380, 300, 54, 5);
  s += cloud(900, 160, 1.2, 0.7) + cloud(1400, 220, 0.9, 0.6);
  s += ridge(W, 560, 70, '#c9d9a9', 141) + ridge(W, 630, 40, '#a8c98a', 142);
  // school building
  s += `<g><rect x="980" y="420" width="520" height="240" fill="#f6ead5"/><path d="M950,430 L1240,330 L1530,430 Z" fill="${C.brick}"/><rect x="1190" y="540" width="100" height="120" fill="${C.wood}"/><rect x="1140" y="380" width="200" height="40" rx="6" fill="${C.green700}"/><text x="1240" y="408" font-family="${FONT}" font-weight="700" font-size="22" fill="#fff" text-anchor="middle">SCHOOL</text>`;
  for (const x of [1020, 1090, 1330, 1400]) s += `<rect x="${x}" y="470" width="50" height="60" fill="#9fcbd6"/>`;
  s += `<path d="M1500,660 V300" stroke="#888" stroke-width="5"/><path d="M1500,300 L1580,320 L1500,340 Z" fill="${C.amber}"/></g>`;
  s += `<defs>${groundGrad('gP', '#b9d98c', '#97c16c')}</defs><rect y="650" width="${W}" height="${H - 650}" fill="url(#gP)"/>`;
  s += `<path d="M-100,${H} Q500,800 1240,660 L1300,660 Q700,820 300,${H} Z" fill="#e4cf9f"/>`;
  s += tree(150, 720, 1.4, 143) + tree(820, 650, 0.7, 144);
  const kids: [number, number, number, PersonOptions][] = [
    [560, 900, 1.55, { backpack: C.amber, top: '#e2513a', hairStyle: 'short', skin: SKIN[3], pose: 'wave' }],
    [
      700,
      880,
      1.5,
      {
        backpack: C.green600,
        top: '#3d7fb5',
        hairStyle: 'hijab',
        hijab: '#ffffff',
        dress: true,
        bottom: '#3d7fb5',
        skin: SKIN[2],
        pose: 'relaxed',
        sleeve: 'long',
      },
    ],
    [840, 840, 1.4, { backpack: '#7b4b8a', top: C.amber, hairStyle: 'curly', skin: SKIN[4], pose: 'hold', carry: 'book' }],
    [960, 810, 1.3, { backpack: '#e2513a', top: C.leafLight, hairStyle: 'long', dress: true, bottom: '#c0643b', skin: SKIN[1], pose: 'cheer' }],
  ];
  for (const [x, y, sc, o] of kids) s += person(x, y, sc, { child: true, ...o });
  s += person(380, 930, 2.05, {
    pose: 'wave',
    hairStyle: 'hijab',
    hijab: C.green600,
    dress: true,
    top: C.amberLight,
    bottom: C.green700,
    sleeve: 'long',
    skin: SKIN[2],
  });
  s += grassTufts(W, 880, 40, 145, C.green600, 110) + flowers(W, 880, 40, 146, 110);
  return s;
}

// ------------------------------------------------------------------ Q: doctor with child (close up)

export function checkup() {
  let s = defs(
    `<linearGradient id="clinic" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#e4f1ee"/><stop offset="1" stop-color="#cfe3de"/></linearGradient>`,
  );
  s += `<rect width="${W}" height="${H}" fill="url(#clinic)"/><rect y="720" width="${W}" height="${H - 720}" fill="#b8cfc8"/><rect y="710" width="${W}" height="14" fill="#a6bfb8"/>`;
  s += windowFrame(160, 200, 320, 300, 'day');
  // wall chart
  s += `<rect x="1160" y="180" width="220" height="300" rx="6" fill="#fff"/><rect x="1160" y="180" width="220" height="50" rx="6" fill="${C.green500}"/><text x="1270" y="214" font-family="${FONT}" font-weight="700" font-size="24" fill="#fff" text-anchor="middle">HEALTH</text>`;
  for (let i = 0; i < 6; i++) s += `<rect x="1190" y="${256 + i * 34}" width="${160 - i * 18}" height="14" rx="7" fill="#cde3dc"/>`;
  s += plant(1500, 720, 1.6) + plant(80, 720, 1.3);
  // examination bed
  s += `<rect x="560" y="640" width="520" height="60" rx="14" fill="#5fa1c4"/><rect x="560" y="630" width="520" height="20" rx="10" fill="#7fb8d6"/><path d="M600,700 V860 M1040,700 V860" stroke="#6f7a78" stroke-width="10"/>`;
  s += `<g transform="translate(1250,720)"><ellipse cx="80" cy="0" rx="100" ry="10" fill="#000" opacity="0.12"/><rect x="0" y="-190" width="160" height="190" rx="6" fill="#f7f9f8"/><rect x="0" y="-190" width="160" height="14" rx="6" fill="#dfe7e4"/><path d="M80,-176 V0" stroke="#d3dcd8" stroke-width="3"/><rect x="66" y="-110" width="5" height="30" rx="2" fill="#9aa6a2"/><rect x="89" y="-110" width="5" height="30" rx="2" fill="#9aa6a2"/><path d="M30,-150 h14 v-14 h14 v14 h14 v14 h-14 v14 h-14 v-14 h-14 Z" fill="${C.green500}"/><rect x="20" y="-236" width="30" height="46" rx="4" fill="${C.amber}"/><rect x="60" y="-226" width="24" height="36" rx="4" fill="#5fa1c4"/><circle cx="120" cy="-206" r="16" fill="#fff" stroke="#c8d0cc"/></g>`;
  s += person(800, 915, 1.5, { child: true, pose: 'relaxed', top: C.amber, hairStyle: 'curly', skin: SKIN[4], bottom: '#36506a' });
  s += person(560, 930, 2.4, { coat: true, pose: 'steth', top: '#5fa1c4', hairStyle: 'hijab', hijab: C.green600, skin: SKIN[1], sleeve: 'long' });
  s += person(1100, 930, 2.3, { flip: true, pose: 'relaxed', hairStyle: 'short', beard: true, top: '#8aa4b8', skin: SKIN[4], sleeve: 'long' });
  return s;
}

// ------------------------------------------------------------------ page header backdrop

export function headerBackdrop() {
  let s = defs(
    `<linearGradient id="hdr" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${C.green900}"/><stop offset="0.6" stop-color="#03362c"/><stop offset="1" stop-color="${C.green700}"/></linearGradient><filter id="sil"><feFlood flood-color="#0d4639"/><feComposite in2="SourceAlpha" operator="in"/></filter><filter id="sil2"><feFlood flood-color="#08392f"/><feComposite in2="SourceAlpha" operator="in"/></filter>`,
  );
  s += `<rect width="${W}" height="${H}" fill="url(#hdr)"/>`;
  s += `<circle cx="1240" cy="640" r="380" fill="url(#warmGlow)" opacity="0.22"/>`;
  const r = rng(151);
  for (let i = 0; i < 40; i++)
    s += `<circle cx="${n(r() * W)}" cy="${n(480 + r() * 260)}" r="${n(1 + r() * 2)}" fill="#fff" opacity="${n(0.1 + r() * 0.25)}"/>`;
  // far layer: village, mosque and trees as one flat silhouette
  let far = ridge(W, 820, 30, '#000', 152);
  far += mosque(1040, 800, 0.75, '#000');
  let x = -20;
  const r2 = rng(153);
  while (x < W) {
    const w = 60 + r2() * 60;
    far += house(x, 805, w, 40 + r2() * 30, { flat: r2() < 0.4 });
    x += w + 20 + r2() * 80;
  }
  far += tree(300, 810, 0.9, 154) + tree(720, 806, 0.7, 155) + tree(1430, 812, 1.0, 156);
  s += `<g filter="url(#sil)">${far}</g>`;
  // near layer: a community walking together
  let near = ridge(W, 880, 16, '#000', 157);
  const poses = ['wave', 'relaxed', 'hold', 'down', 'cheer', 'relaxed'];
  const styles = ['short', 'hijab', 'long', 'kufi', 'curly', 'bun'];
  for (let i = 0; i < 9; i++) {
    const child = i % 3 === 1;
    near += person(140 + i * 165 + (i % 2) * 30, 890, child ? 0.85 : 1.15, {
      hairStyle: styles[i % 6],
      pose: poses[i % 6],
      child,
      dress: i % 4 === 1,
      face: false,
      flip: i % 2 === 0,
    });
  }
  s += `<g filter="url(#sil2)">${near}</g>`;
  s += `<rect y="880" width="${W}" height="${H - 880}" fill="#08392f"/>`;
  return s;
}

// ------------------------------------------------------------------ about: team planning

export function teamMeeting() {
  let s = defs();
  s += `<defs>${groundGrad('wallT', '#f4ecdc', '#e6d7bb')}${groundGrad('floorT', '#b89a74', '#94784f')}</defs>`;
  s += `<rect width="${W}" height="700" fill="url(#wallT)"/><rect y="700" width="${W}" height="${H - 700}" fill="url(#floorT)"/>`;
  s += windowFrame(1130, 180, 340, 320, 'day');
  // pin board with photos and map
  s += `<rect x="180" y="170" width="560" height="360" rx="6" fill="#b07a4a"/><rect x="196" y="186" width="528" height="328" fill="#d9b98a"/>`;
  const cols = [C.green500, C.amber, '#3d7fb5', '#e2513a', C.leafLight, '#f3a6a0'];
  for (let i = 0; i < 6; i++) {
    const x = 220 + (i % 3) * 170;
    const y = 210 + Math.floor(i / 3) * 150;
    s += `<g transform="rotate(${i % 2 ? 3 : -3} ${x + 60} ${y + 60})"><rect x="${x}" y="${y}" width="130" height="120" fill="#fff"/><rect x="${x + 8}" y="${y + 8}" width="114" height="84" fill="${cols[i]}"/><path d="M${x + 8},${y + 92} L${x + 40},${y + 54} L${x + 64},${y + 76} L${x + 86},${y + 60} L${x + 122},${y + 92} Z" fill="#fff" opacity="0.35"/><circle cx="${x + 96}" cy="${y + 30}" r="9" fill="#fff" opacity="0.5"/><circle cx="${x + 65}" cy="${y}" r="6" fill="#e2513a"/></g>`;
  }
  s += `<rect x="790" y="230" width="240" height="300" fill="#fff"/><rect x="790" y="230" width="240" height="44" fill="${C.green700}"/><text x="910" y="260" font-family="${FONT}" font-weight="700" font-size="22" fill="#fff" text-anchor="middle">OUR GOALS</text>`;
  for (let i = 0; i < 5; i++)
    s += `<circle cx="816" cy="${306 + i * 44}" r="8" fill="${C.amber}"/><rect x="836" y="${300 + i * 44}" width="${160 - (i % 3) * 30}" height="12" rx="6" fill="#d7e4de"/>`;
  // people around the table
  const back: [number, PersonOptions][] = [
    [420, { hairStyle: 'hijab', hijab: C.green600, top: '#f4efe4', skin: SKIN[2], sleeve: 'long', dress: true }],
    [640, { hairStyle: 'short', beard: true, top: '#3d7fb5', skin: SKIN[4], glasses: true }],
    [860, { hairStyle: 'long', top: C.amber, skin: SKIN[1], hair: HAIR[3] }],
    [1080, { hairStyle: 'kufi', top: '#e9e2d0', skin: SKIN[3], beard: '#d9d4cc' }],
  ];
  for (const [x, o] of back) s += person(x, 860, 1.8, { ...o, seated: 'chair', pose: 'write' });
  s += `<path d="M260,760 L1240,760 L1300,860 L200,860 Z" fill="#8a5a35"/><path d="M200,860 L1300,860 L1300,880 L200,880 Z" fill="#6b4327"/>`;
  s += `<rect x="360" y="770" width="120" height="70" fill="#fff" transform="skewX(-10)"/><rect x="620" y="770" width="160" height="60" rx="4" fill="#2c3e50" transform="skewX(-10)"/><rect x="900" y="775" width="110" height="70" fill="#fff" transform="skewX(-10)"/>${heartPath(1160, 800, 1.4, C.amber)}`;
  s += person(1330, 960, 2.3, { pose: 'point', flip: true, top: C.green700, hairStyle: 'bun', skin: SKIN[2], sleeve: 'long', vest: C.amber });
  return s;
}
