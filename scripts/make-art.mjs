// Draws the demo content's artwork as small SVG files under public/images/.
// Run once with `node scripts/make-art.mjs`; the output is committed, nothing is downloaded.
import fs from 'node:fs';
import path from 'node:path';

const out = (rel, svg) => {
  const file = path.join('public/images', rel);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, svg.replace(/\n\s*/g, ''));
};

// A small deterministic random source, so re-running gives the same files.
function rng(seed) {
  let s = seed >>> 0;
  return () => (s = (s * 1664525 + 1013904223) >>> 0) / 2 ** 32;
}

const palettes = [
  ['#0b6e4f', '#f2c14e', '#d1495b', '#1b1b1e', '#f7f3e3'],
  ['#b5451b', '#f6bd60', '#2a9d8f', '#264653', '#fefae0'],
  ['#6a2c70', '#f08a5d', '#f9ed69', '#b83b5e', '#fff8e7'],
  ['#1d3557', '#e63946', '#f1c453', '#457b9d', '#f1faee'],
  ['#3d5a40', '#e9c46a', '#bc4749', '#386641', '#f2e8cf'],
  ['#7f4f24', '#ddb892', '#2b9348', '#582f0e', '#ede0d4'],
  ['#05668d', '#f0a202', '#d95d39', '#0e1428', '#f4f1de'],
  ['#8c1c13', '#e2b13c', '#2f4858', '#bf4342', '#fbf5e6'],
];

// Scene art: a flat drawing of a subject (a gathering, a classroom, a clinic, a market...), one per cover file,
// so that the pictures of heroes, stories, news, events and galleries differ by what they show.
const f = (n) => n.toFixed(1);
const skinsScene = ['#5a3825', '#8d5a3b', '#3e2a1e', '#a06b47', '#6f4a2f'];
function figure(x, y, s, cloth, skin, wrap) {
  // A standing person, feet at y, s their height.
  const head = s * 0.13;
  return (
    `<path d="M${f(x - s * 0.17)} ${f(y)}L${f(x - s * 0.14)} ${f(y - s * 0.62)}Q${f(x)} ${f(y - s * 0.74)} ${f(x + s * 0.14)} ${f(y - s * 0.62)}L${f(x + s * 0.17)} ${f(y)}z" fill="${cloth}"/>` +
    `<circle cx="${f(x)}" cy="${f(y - s * 0.8)}" r="${f(head)}" fill="${skin}"/>` +
    (wrap
      ? `<path d="M${f(x - head)} ${f(y - s * 0.82)}Q${f(x)} ${f(y - s * 1.02)} ${f(x + head)} ${f(y - s * 0.82)}z" fill="${wrap}"/>`
      : '')
  );
}
function crowd(r, p, n, x0, x1, y, s) {
  let out = '';
  for (let i = 0; i < n; i++) {
    const x = x0 + ((x1 - x0) * (i + 0.5)) / n + (r() - 0.5) * 20;
    const h = s * (0.8 + r() * 0.35);
    out += figure(
      x,
      y + (r() - 0.5) * 10,
      h,
      p[Math.floor(r() * 4)],
      skinsScene[i % skinsScene.length],
      r() < 0.4 ? p[1] : '',
    );
  }
  return out;
}
const baobab = (x, y, s, c) =>
  `<path d="M${f(x - s * 0.12)} ${f(y)}Q${f(x - s * 0.08)} ${f(y - s * 0.5)} ${f(x - s * 0.1)} ${f(y - s * 0.75)}L${f(x + s * 0.1)} ${f(y - s * 0.75)}Q${f(x + s * 0.08)} ${f(y - s * 0.5)} ${f(x + s * 0.12)} ${f(y)}z" fill="${c}"/>` +
  `<ellipse cx="${f(x)}" cy="${f(y - s * 0.85)}" rx="${f(s * 0.45)}" ry="${f(s * 0.18)}" fill="${c}" opacity="0.85"/>`;
const sky = (w, h, top, ground, horizon = 0.68) =>
  `<rect width="${w}" height="${h}" fill="${top}"/><rect y="${f(h * horizon)}" width="${w}" height="${f(h * (1 - horizon))}" fill="${ground}"/>`;
const hut = (x, y, s, wall, roof) =>
  `<rect x="${f(x - s * 0.4)}" y="${f(y - s * 0.5)}" width="${f(s * 0.8)}" height="${f(s * 0.5)}" fill="${wall}"/><path d="M${f(x - s * 0.55)} ${f(y - s * 0.48)}L${f(x)} ${f(y - s * 1.05)}L${f(x + s * 0.55)} ${f(y - s * 0.48)}z" fill="${roof}"/><rect x="${f(x - s * 0.1)}" y="${f(y - s * 0.3)}" width="${f(s * 0.2)}" height="${f(s * 0.3)}" fill="#1b1b1e" opacity="0.6"/>`;

const SCENES = {
  gathering(r, p, w, h) {
    return (
      sky(w, h, p[4], p[1], 0.7) +
      `<circle cx="980" cy="170" r="90" fill="${p[1]}"/>` +
      baobab(300, 525, 520, p[3]) +
      crowd(r, p, 9, 420, 1120, 640, 230)
    );
  },
  classroom(r, p, w, h) {
    let out = `<rect width="${w}" height="${h}" fill="${p[4]}"/><rect x="200" y="80" width="800" height="330" rx="12" fill="${p[3]}"/>`;
    out += `<text x="600" y="230" text-anchor="middle" font-family="Georgia, serif" font-size="96" fill="#fff">A b ɓ</text><text x="600" y="350" text-anchor="middle" font-family="Georgia, serif" font-size="64" fill="${p[1]}">1 + 2 = 3</text>`;
    for (let i = 0; i < 4; i++)
      out +=
        `<rect x="${120 + i * 260}" y="600" width="220" height="24" fill="${p[0]}"/>` +
        figure(230 + i * 260, 620, 180, p[(i + 1) % 4], skinsScene[i], '');
    return out;
  },
  reading(r, p, w, h) {
    return (
      `<rect width="${w}" height="${h}" fill="${p[4]}"/><circle cx="600" cy="380" r="300" fill="${p[1]}" opacity="0.5"/>` +
      `<path d="M330 470Q470 400 600 470Q730 400 870 470L870 640Q730 570 600 640Q470 570 330 640z" fill="#fff" stroke="${p[3]}" stroke-width="8"/><path d="M600 470V640" stroke="${p[3]}" stroke-width="6"/>` +
      [0, 1, 2, 3]
        .map(
          (i) =>
            `<path d="M${370 + (i % 2) * 270} ${500 + Math.floor(i / 2) * 40}h170" stroke="${p[0]}" stroke-width="8"/>`,
        )
        .join('') +
      figure(220, 700, 300, p[0], skinsScene[1], p[2]) +
      figure(980, 700, 280, p[2], skinsScene[3], '')
    );
  },
  clinic(r, p, w, h) {
    return (
      sky(w, h, p[4], p[1]) +
      `<rect x="320" y="220" width="560" height="320" fill="#fff" stroke="${p[3]}" stroke-width="6"/><path d="M300 230L600 110L900 230z" fill="${p[0]}"/>` +
      `<rect x="560" y="280" width="80" height="80" fill="#fff"/><path d="M600 285v70M565 320h70" stroke="${p[2]}" stroke-width="22"/>` +
      `<rect x="560" y="420" width="80" height="120" fill="${p[3]}"/>` +
      crowd(r, p, 4, 60, 300, 640, 200) +
      figure(1000, 640, 230, '#fff', skinsScene[2], p[0])
    );
  },
  water(r, p, w, h) {
    let out =
      sky(w, h, p[4], p[1]) +
      `<rect x="520" y="260" width="60" height="320" fill="${p[3]}"/><path d="M580 300h120v30h-90v40h-30z" fill="${p[3]}"/><path d="M690 340q0 40 0 60" stroke="${p[0]}" stroke-width="10" stroke-dasharray="10 14"/>`;
    for (let i = 0; i < 5; i++)
      out += `<rect x="${160 + i * 90}" y="${580}" width="60" height="70" rx="8" fill="${p[i % 3]}"/>`;
    return out + figure(800, 660, 260, p[2], skinsScene[0], p[1]) + figure(950, 660, 200, p[0], skinsScene[3], '');
  },
  market(r, p, w, h) {
    let out = sky(w, h, p[4], '#d9c7a7', 0.72);
    for (let i = 0; i < 4; i++) {
      const x = 80 + i * 280;
      out += `<rect x="${x}" y="330" width="240" height="200" fill="#fff"/><path d="M${x - 10} 340l20-90h220l20 90z" fill="${p[i % 4]}"/>`;
      for (let j = 0; j < 5; j++)
        out += `<circle cx="${x + 30 + j * 45}" cy="420" r="18" fill="${p[(i + j + 1) % 4]}"/>`;
    }
    return out + crowd(r, p, 7, 100, 1100, 700, 200);
  },
  savannah(r, p, w, h) {
    return (
      `<rect width="${w}" height="${h}" fill="${p[1]}"/><circle cx="600" cy="430" r="220" fill="${p[2]}" opacity="0.8"/><rect y="470" width="${w}" height="280" fill="${p[3]}"/>` +
      baobab(260, 500, 420, '#1b1b1e') +
      baobab(940, 490, 300, '#1b1b1e') +
      [0, 1, 2]
        .map(
          (i) =>
            `<path d="M${450 + i * 90} 200q20 -20 40 0q20 -20 40 0" stroke="#1b1b1e" stroke-width="6" fill="none"/>`,
        )
        .join('')
    );
  },
  school(r, p, w, h) {
    return (
      sky(w, h, p[4], p[1]) +
      `<rect x="200" y="260" width="800" height="260" fill="#fff" stroke="${p[3]}" stroke-width="6"/><path d="M170 270L600 140L1030 270z" fill="${p[2]}"/>` +
      [0, 1, 2, 3, 4]
        .map((i) => `<rect x="${250 + i * 150}" y="320" width="90" height="80" fill="${p[0]}"/>`)
        .join('') +
      `<rect x="1080" y="120" width="8" height="400" fill="${p[3]}"/><rect x="1088" y="120" width="90" height="60" fill="${p[0]}"/>` +
      crowd(r, p, 6, 200, 1000, 660, 170)
    );
  },
  phone(r, p, w, h) {
    return (
      `<rect width="${w}" height="${h}" fill="${p[0]}"/><circle cx="900" cy="200" r="260" fill="${p[1]}" opacity="0.35"/>` +
      `<rect x="470" y="90" width="260" height="520" rx="36" fill="#1b1b1e"/><rect x="490" y="140" width="220" height="420" rx="12" fill="${p[4]}"/>` +
      `<text x="600" y="260" text-anchor="middle" font-family="Georgia, serif" font-size="64" fill="${p[0]}">Sannu</text><rect x="520" y="310" width="160" height="40" rx="20" fill="${p[2]}"/><rect x="520" y="370" width="120" height="40" rx="20" fill="${p[1]}"/>` +
      `<path d="M230 220h180v110h-120l-40 40v-40h-20z" fill="#fff"/><text x="320" y="290" text-anchor="middle" font-family="Georgia, serif" font-size="44" fill="${p[0]}">Akwaaba</text>` +
      `<path d="M790 380h180v110h-20v40l-40-40h-120z" fill="#fff"/><text x="880" y="450" text-anchor="middle" font-family="Georgia, serif" font-size="44" fill="${p[0]}">Bonjour</text>`
    );
  },
  drums(r, p, w, h) {
    let out = `<rect width="${w}" height="${h}" fill="${p[4]}"/>`;
    for (let i = 0; i < 12; i++)
      out += `<rect x="${i * 100}" y="0" width="100" height="180" fill="${p[i % 4]}"/><rect x="${i * 100 + 20}" y="60" width="60" height="60" fill="${p[(i + 2) % 4]}"/>`;
    for (let i = 0; i < 3; i++) {
      const x = 300 + i * 300;
      out += `<path d="M${x - 90} 330h180l-40 360h-100z" fill="${p[i % 4]}"/><ellipse cx="${x}" cy="330" rx="90" ry="26" fill="#ede0d4" stroke="#1b1b1e" stroke-width="6"/>`;
      for (let j = 0; j < 5; j++)
        out += `<path d="M${x - 80 + j * 40} 350L${x - 40 + j * 20} 690" stroke="#1b1b1e" stroke-width="3"/>`;
    }
    return out;
  },
  certificate(r, p, w, h) {
    return (
      `<rect width="${w}" height="${h}" fill="${p[0]}"/><rect x="250" y="110" width="700" height="500" fill="${p[4]}" stroke="${p[1]}" stroke-width="16"/>` +
      `<text x="600" y="250" text-anchor="middle" font-family="Georgia, serif" font-size="64" fill="${p[3]}">Certificate</text>` +
      `<path d="M380 330h440M420 390h360M460 450h280" stroke="${p[3]}" stroke-width="10"/><circle cx="820" cy="530" r="60" fill="${p[2]}"/><path d="M790 580l-20 90 50-30 50 30-20-90z" fill="${p[2]}"/>`
    );
  },
  football(r, p, w, h) {
    let out = `<rect width="${w}" height="${h}" fill="${p[3]}"/><rect x="60" y="240" width="1080" height="460" fill="#3f8f4f"/><path d="M600 240v460" stroke="#fff" stroke-width="6"/><circle cx="600" cy="470" r="90" fill="none" stroke="#fff" stroke-width="6"/>`;
    out += `<rect x="60" y="390" width="40" height="160" fill="none" stroke="#fff" stroke-width="6"/><circle cx="700" cy="600" r="22" fill="#fff"/>`;
    return out + crowd(r, p, 6, 200, 1050, 640, 190);
  },
  garden(r, p, w, h) {
    let out = sky(w, h, p[4], '#7f4f24', 0.45);
    for (let row = 0; row < 3; row++)
      for (let i = 0; i < 8; i++) {
        const x = 100 + i * 140 + row * 20;
        const y = 450 + row * 110;
        out += `<path d="M${x} ${y}q-30 -50 0 -80q30 30 0 80" fill="${p[0]}"/><path d="M${x} ${y}q40 -40 60 -40q-10 40 -60 40" fill="#2b9348"/>`;
      }
    return out + `<circle cx="1000" cy="140" r="70" fill="${p[1]}"/>`;
  },
  beadwork(r, p, w, h) {
    let out = `<rect width="${w}" height="${h}" fill="${p[4]}"/><rect x="0" y="420" width="${w}" height="330" fill="#7f4f24"/>`;
    for (let i = 0; i < 4; i++) {
      const x = 200 + i * 270;
      out += `<ellipse cx="${x}" cy="520" rx="110" ry="40" fill="#ede0d4"/>`;
      for (let j = 0; j < 9; j++)
        out += `<circle cx="${x - 70 + (j % 5) * 35}" cy="${505 + Math.floor(j / 5) * 25}" r="13" fill="${p[(i + j) % 4]}"/>`;
    }
    out += `<path d="M150 300Q600 560 1050 300" fill="none" stroke="#8a6d3b" stroke-width="4"/>`;
    for (let j = 0; j < 19; j++) {
      const t = j / 18;
      const x = (1 - t) ** 2 * 150 + 2 * (1 - t) * t * 600 + t * t * 1050;
      const y = (1 - t) ** 2 * 300 + 2 * (1 - t) * t * 560 + t * t * 300;
      out += `<circle cx="${f(x)}" cy="${f(y)}" r="16" fill="${p[j % 4]}"/>`;
    }
    return out;
  },
  village(r, p, w, h) {
    let out = sky(w, h, p[4], p[1], 0.72) + `<circle cx="200" cy="150" r="70" fill="${p[2]}"/>`;
    for (let i = 0; i < 5; i++) out += hut(180 + i * 210, 560 + (i % 2) * 30, 220 - (i % 2) * 40, '#ddb892', p[3]);
    return out + crowd(r, p, 4, 300, 900, 720, 150);
  },
  stage(r, p, w, h) {
    let out = `<rect width="${w}" height="${h}" fill="${p[3]}"/><rect x="150" y="80" width="900" height="200" fill="${p[1]}"/><text x="600" y="205" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" font-size="84" font-weight="700" fill="${p[3]}">Open Day</text>`;
    out +=
      `<rect x="100" y="430" width="1000" height="60" fill="${p[0]}"/>` +
      figure(600, 430, 170, p[2], skinsScene[1], '') +
      `<rect x="650" y="330" width="8" height="100" fill="#1b1b1e"/>`;
    for (let i = 0; i < 10; i++)
      out += `<circle cx="${90 + i * 115}" cy="${660 + (i % 2) * 30}" r="44" fill="${skinsScene[i % 5]}"/><path d="M${40 + i * 115} 750q50 -80 100 0z" fill="${p[i % 4]}"/>`;
    return out;
  },
};
// The cover files in order: their subjects, as the demo content uses them (the group's hero is a gathering,
// Edu Africa's a phone speaking three languages, and so on).
const COVER_SUBJECTS = [
  'gathering',
  'classroom',
  'reading',
  'clinic',
  'water',
  'market',
  'savannah',
  'school',
  'phone',
  'drums',
  'certificate',
  'football',
  'garden',
  'beadwork',
  'village',
  'stage',
];
function cover(seed, w = 1200, h = 750) {
  const r = rng(seed);
  const p = palettes[seed % palettes.length];
  const scene = SCENES[COVER_SUBJECTS[(seed - 1) % COVER_SUBJECTS.length]];
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}">${scene(r, p, w, h)}</svg>`;
}

// A portrait in flat shapes, each face its own: face shape, hair (crop, afro, wrap, braids, bald with a beard,
// a bun), eyes, brows, mouth, glasses and earrings vary with the seed.
const skins = ['#5a3825', '#6f4a2f', '#8d5a3b', '#3e2a1e', '#a06b47', '#4b3020'];
function portrait(seed) {
  const r = rng(seed * 7 + 3);
  const p = palettes[seed % palettes.length];
  const skin = skins[(seed * 5) % skins.length];
  const rx = 56 + Math.floor(r() * 14);
  const ry = 70 + Math.floor(r() * 12);
  const style = (seed - 1) % 6;
  const hairColour = ['#1b1b1e', '#2b1d14', '#3a2a20'][seed % 3];
  const top = 160 - ry;
  const hair = [
    `<path d="M${200 - rx} ${150}c0-${ry * 0.9} ${rx * 2} -${ry * 0.9} ${rx * 2} 0c-14-26-40-36-${rx}-36s-${rx - 14} 10-${rx} 36z" fill="${hairColour}"/>`,
    `<circle cx="200" cy="${top + 40}" r="${rx + 34}" fill="${hairColour}"/>`,
    `<path d="M${200 - rx - 8} ${150}c0-60 30-${ry + 20} ${rx + 8}-${ry + 20}s${rx + 8} ${ry - 40} ${rx + 8} ${ry + 20}c-30-20-${rx * 2 - 30}-20-${rx * 2 + 16} 0z" fill="${p[2]}"/><path d="M${200 - rx} 132c40-18 ${rx * 2 - 40}-18 ${rx * 2} 0" stroke="${p[1]}" stroke-width="10" fill="none"/>`,
    `<path d="M${200 - rx} 150c0-${ry} ${rx * 2}-${ry} ${rx * 2} 0z" fill="${hairColour}"/>` +
      [0, 1, 2, 3, 4, 5]
        .map(
          (i) =>
            `<path d="M${200 - rx - 6 + (i % 3) * 6} ${140 + i * 4}v${90 + (i % 3) * 20}M${200 + rx + 6 - (i % 3) * 6} ${140 + i * 4}v${90 + (i % 3) * 20}" stroke="${hairColour}" stroke-width="9" stroke-linecap="round"/>`,
        )
        .join(''),
    `<path d="M${200 - rx + 8} 190q${rx - 8} ${ry + 10} ${(rx - 8) * 2} 0q-${rx - 8} 40-${(rx - 8) * 2} 0z" fill="${hairColour}"/>`,
    `<circle cx="200" cy="${top - 18}" r="30" fill="${hairColour}"/><path d="M${200 - rx} 150c0-${ry * 0.95} ${rx * 2}-${ry * 0.95} ${rx * 2} 0c-20-30-${rx * 2 - 20}-30-${rx * 2} 0z" fill="${hairColour}"/>`,
  ][style];
  const behind = style === 1 ? hair : '';
  const front = style === 1 ? '' : hair;
  const eyeY = 150 + Math.floor(r() * 10);
  const eyeGap = 18 + Math.floor(r() * 8);
  const eyeR = 5 + Math.floor(r() * 3);
  const smile = r() < 0.6;
  const mouth = smile
    ? `<path d="M${200 - 16} ${eyeY + 44}q16 ${10 + Math.floor(r() * 8)} 32 0" stroke="#1b1b1e" stroke-width="5" fill="none" stroke-linecap="round"/>`
    : `<path d="M${200 - 12} ${eyeY + 48}h24" stroke="#1b1b1e" stroke-width="5" stroke-linecap="round"/>`;
  const brows = `<path d="M${200 - eyeGap - 12} ${eyeY - 16}q12 -${4 + Math.floor(r() * 6)} 24 0M${200 + eyeGap - 12} ${eyeY - 16}q12 -${4 + Math.floor(r() * 6)} 24 0" stroke="${hairColour}" stroke-width="5" fill="none" stroke-linecap="round"/>`;
  const glasses =
    seed % 4 === 2
      ? `<circle cx="${200 - eyeGap}" cy="${eyeY}" r="16" fill="none" stroke="#1b1b1e" stroke-width="4"/><circle cx="${200 + eyeGap}" cy="${eyeY}" r="16" fill="none" stroke="#1b1b1e" stroke-width="4"/><path d="M${200 - eyeGap + 16} ${eyeY}h${eyeGap * 2 - 32}" stroke="#1b1b1e" stroke-width="4"/>`
      : '';
  const earrings =
    seed % 3 === 0
      ? `<circle cx="${200 - rx}" cy="${175}" r="7" fill="${p[1]}"/><circle cx="${200 + rx}" cy="${175}" r="7" fill="${p[1]}"/>`
      : '';
  const collar =
    seed % 2
      ? `<path d="M170 280l30 40 30-40" fill="${p[4]}"/>`
      : `<path d="M160 282q40 30 80 0" stroke="${p[1]}" stroke-width="10" fill="none"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400" width="400" height="400">
    <rect width="400" height="400" fill="${p[4]}"/><circle cx="200" cy="200" r="170" fill="${p[1]}" opacity="0.6"/>${behind}
    <path d="M70 400c0-80 58-130 130-130s130 50 130 130z" fill="${p[0]}"/>${collar}
    <rect x="178" y="220" width="44" height="60" rx="18" fill="${skin}"/>
    <ellipse cx="200" cy="160" rx="${rx}" ry="${ry}" fill="${skin}"/>${front}${earrings}${brows}
    <circle cx="${200 - eyeGap}" cy="${eyeY}" r="${eyeR}" fill="#1b1b1e"/><circle cx="${200 + eyeGap}" cy="${eyeY}" r="${eyeR}" fill="#1b1b1e"/>${glasses}
    <path d="M200 ${eyeY + 8}l-6 22h12" stroke="#1b1b1e" stroke-width="3" fill="none" opacity="0.5"/>${mouth}</svg>`;
}

// A book cover with its title set in type.
function book(seed, title, author) {
  const p = palettes[seed % palettes.length];
  const words = title.split(' ');
  const lines = [];
  for (const w of words) {
    const last = lines[lines.length - 1];
    if (last && (last + ' ' + w).length <= 14) lines[lines.length - 1] = last + ' ' + w;
    else lines.push(w);
  }
  const esc = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  const text = lines
    .map(
      (l, i) =>
        `<text x="200" y="${170 + i * 46}" text-anchor="middle" font-family="Georgia, serif" font-size="38" font-weight="700" fill="${p[4]}">${esc(l)}</text>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 560" width="400" height="560">
    <rect width="400" height="560" fill="${p[0]}"/><rect x="0" y="0" width="28" height="560" fill="${p[3]}"/>
    <rect x="60" y="60" width="300" height="6" fill="${p[1]}"/><rect x="60" y="470" width="300" height="6" fill="${p[1]}"/>
    ${text}<circle cx="200" cy="${200 + lines.length * 46 + 40}" r="34" fill="none" stroke="${p[1]}" stroke-width="8"/>
    <text x="200" y="515" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" font-size="22" fill="${p[4]}">${esc(author)}</text></svg>`;
}

// Beadwork drawn as what it is: a necklace, bracelets, waist beads, earrings, a set, an anklet, a name
// bracelet, prayer beads, a keyring, a choker (BEAD_KINDS, in the order of the demo products' pictures).
// A bead, with a glint on the larger ones (the small ones would only add weight to the file).
const bead = (x, y, rad, c) =>
  `<circle cx="${f(x)}" cy="${f(y)}" r="${f(rad)}" fill="${c}"/>` +
  (rad >= 12
    ? `<circle cx="${f(x - rad / 3)}" cy="${f(y - rad / 3)}" r="${f(rad / 4)}" fill="#fff" opacity="0.5"/>`
    : '');
function ring(cx, cy, rx, ry, n, rad, colours, from = 0, to = Math.PI * 2) {
  let out = '';
  for (let i = 0; i < n; i++) {
    const a = from + ((to - from) * i) / (to - from >= Math.PI * 2 ? n : n - 1);
    out += bead(cx + rx * Math.cos(a), cy + ry * Math.sin(a), rad, colours[i % colours.length]);
  }
  return out;
}
function curve(x0, y0, cx, cy, x1, y1, n, rad, colours) {
  let out = `<path d="M${x0} ${y0}Q${cx} ${cy} ${x1} ${y1}" fill="none" stroke="#8a6d3b" stroke-width="3"/>`;
  for (let i = 0; i < n; i++) {
    const t = i / (n - 1);
    const x = (1 - t) ** 2 * x0 + 2 * (1 - t) * t * cx + t * t * x1;
    const y = (1 - t) ** 2 * y0 + 2 * (1 - t) * t * cy + t * t * y1;
    out += bead(x, y, i === (n - 1) / 2 ? rad * 1.8 : rad, colours[i % colours.length]);
  }
  return out;
}
const earring = (x, y, colours) =>
  `<path d="M${x} ${y}q-18 -30 0 -44q18 10 6 30" fill="none" stroke="#b08d57" stroke-width="5"/>` +
  bead(x + 6, y + 14, 10, colours[0]) +
  bead(x + 6, y + 40, 14, colours[1]) +
  `<path d="M${x - 10} ${y + 62}l16 60 16-60z" fill="${colours[2]}"/>`;
const BEAD_KINDS = {
  necklace: () => curve(60, 90, 200, 420, 340, 90, 17, 13, ['#e07a1f', '#c0392b', '#f2c14e']),
  bracelets: () =>
    ring(140, 210, 80, 80, 18, 11, ['#2b9348', '#f2c14e']) +
    ring(260, 210, 80, 80, 18, 11, ['#f2c14e', '#c0392b']) +
    ring(200, 280, 80, 80, 18, 11, ['#c0392b', '#2b9348']),
  waist: () => ring(200, 200, 170, 60, 40, 8, ['#e76f51', '#f4a261', '#e9c46a', '#fff']),
  earrings: () =>
    earring(140, 130, ['#3a4f9c', '#283593', '#1d3557']) + earring(260, 130, ['#3a4f9c', '#283593', '#1d3557']),
  set: () =>
    curve(70, 60, 200, 300, 330, 60, 15, 11, ['#e76f51', '#d1495b']) +
    ring(140, 310, 50, 50, 14, 8, ['#e76f51', '#d1495b']) +
    earring(270, 270, ['#e76f51', '#d1495b', '#f4a261']),
  anklet: () =>
    `<path d="M150 60v180q0 60 60 70h70" fill="none" stroke="#ddb892" stroke-width="70" stroke-linecap="round"/>` +
    ring(185, 230, 70, 24, 24, 7, ['#1d6fb8', '#fff']) +
    bead(185, 268, 12, '#1d6fb8'),
  name: () => {
    let out = ring(200, 200, 130, 130, 26, 10, ['#f72585', '#4cc9f0', '#f9c74f', '#90be6d']);
    'AMINA'.split('').forEach((l, i) => {
      const a = Math.PI / 2 + (2 - i) * 0.28;
      const x = 200 + 130 * Math.cos(a);
      const y = 200 + 130 * Math.sin(a);
      out += `<rect x="${f(x - 17)}" y="${f(y - 17)}" width="34" height="34" rx="5" fill="#fff" stroke="#1b1b1e" stroke-width="2"/><text x="${f(x)}" y="${f(y + 9)}" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" font-size="24" font-weight="700" fill="#1b1b1e">${l}</text>`;
    });
    return out;
  },
  prayer: () =>
    ring(200, 160, 110, 110, 33, 9, ['#7f4f24', '#a97142', '#582f0e']) +
    bead(200, 285, 16, '#582f0e') +
    `<path d="M190 300l-20 80h60l-20-80z" fill="#bc6c25"/><path d="M185 320v55M200 320v58M215 320v55" stroke="#7f4f24" stroke-width="3"/>`,
  keyring: () =>
    `<circle cx="110" cy="100" r="50" fill="none" stroke="#9aa0a6" stroke-width="10"/><path d="M150 130l40 50" stroke="#9aa0a6" stroke-width="6"/>` +
    [
      [210, 220],
      [250, 220],
      [290, 220],
      [230, 220],
      [270, 220],
      [310, 200],
      [325, 175],
      [210, 250],
      [210, 280],
      [295, 250],
      [295, 280],
      [190, 205],
    ]
      .map(([x, y], i) => bead(x, y, 13, ['#c0392b', '#f2c14e', '#2b9348'][i % 3]))
      .join('') +
    `<path d="M305 165l20 -20 8 24z" fill="#1b1b1e"/>`,
  choker: () =>
    curve(70, 120, 200, 230, 330, 120, 19, 10, ['#1d6fb8', '#c0c7d0', '#1d3557']) +
    `<circle cx="200" cy="260" r="90" fill="#ddb892" opacity="0.5"/>`,
};
// The demo products' pictures, beads-1.svg to beads-10.svg, in the seed's order (lib/seed/content/demo-data.ts).
const BEAD_PICTURES = [
  'necklace',
  'bracelets',
  'waist',
  'earrings',
  'set',
  'anklet',
  'name',
  'prayer',
  'keyring',
  'choker',
];
function beads(seed) {
  const p = palettes[seed % palettes.length];
  const kind = BEAD_KINDS[BEAD_PICTURES[(seed - 1) % BEAD_PICTURES.length]];
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400" width="400" height="400"><rect width="400" height="400" fill="${p[4]}"/>${kind()}</svg>`;
}

for (let i = 0; i < 16; i++) out(`art/cover-${String(i + 1).padStart(2, '0')}.svg`, cover(i + 1));
for (let i = 0; i < 12; i++) out(`people/person-${String(i + 1).padStart(2, '0')}.svg`, portrait(i + 1));
const books = JSON.parse(fs.readFileSync('scripts/book-titles.json', 'utf8'));
books.forEach(([slug, title, author], i) => out(`products/${slug}.svg`, book(i + 2, title, author)));
for (let i = 0; i < 10; i++) out(`products/beads-${i + 1}.svg`, beads(i + 1));
out(
  'fallback.svg',
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300" width="400" height="300"><rect width="400" height="300" fill="#ece6d9"/><path d="M120 210l50-60 40 44 30-30 60 46z" fill="#b9ad96"/><circle cx="250" cy="110" r="22" fill="#b9ad96"/></svg>`,
);
console.log('artwork written to public/images');
