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

// Cover art: woven strips and adinkra-like marks, different for each seed.
function cover(seed, w = 1200, h = 750) {
  const r = rng(seed);
  const p = palettes[seed % palettes.length];
  const parts = [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}"><rect width="${w}" height="${h}" fill="${p[4]}"/>`,
  ];
  const bands = 5 + Math.floor(r() * 5);
  const bw = w / bands;
  for (let i = 0; i < bands; i++) {
    const c = p[Math.floor(r() * 4)];
    parts.push(
      `<rect x="${(i * bw).toFixed(1)}" y="0" width="${(bw * 0.8).toFixed(1)}" height="${h}" fill="${c}" opacity="0.85"/>`,
    );
    const rows = 6;
    for (let j = 0; j < rows; j++) {
      if (r() < 0.5) continue;
      const y = (j + 0.5) * (h / rows);
      const cx = i * bw + bw * 0.4;
      const c2 = p[(Math.floor(r() * 4) + 1) % 4];
      const kind = Math.floor(r() * 3);
      if (kind === 0)
        parts.push(
          `<circle cx="${cx.toFixed(1)}" cy="${y.toFixed(1)}" r="${(bw * 0.22).toFixed(1)}" fill="none" stroke="${p[4]}" stroke-width="10"/>`,
        );
      else if (kind === 1)
        parts.push(
          `<rect x="${(cx - bw * 0.2).toFixed(1)}" y="${(y - bw * 0.2).toFixed(1)}" width="${(bw * 0.4).toFixed(1)}" height="${(bw * 0.4).toFixed(1)}" transform="rotate(45 ${cx.toFixed(1)} ${y.toFixed(1)})" fill="${c2}"/>`,
        );
      else
        parts.push(
          `<path d="M${(cx - bw * 0.25).toFixed(1)} ${y.toFixed(1)}h${(bw * 0.5).toFixed(1)}M${cx.toFixed(1)} ${(y - bw * 0.25).toFixed(1)}v${(bw * 0.5).toFixed(1)}" stroke="${p[4]}" stroke-width="12"/>`,
        );
    }
  }
  parts.push(
    `<circle cx="${(w * (0.2 + r() * 0.6)).toFixed(0)}" cy="${(h * (0.3 + r() * 0.4)).toFixed(0)}" r="${(h * 0.28).toFixed(0)}" fill="${p[1]}" opacity="0.55"/>`,
  );
  parts.push('</svg>');
  return parts.join('');
}

// A portrait in flat shapes: background, shoulders, neck, head, hair or head wrap.
const skins = ['#5a3825', '#6f4a2f', '#8d5a3b', '#3e2a1e', '#a06b47', '#4b3020'];
function portrait(seed) {
  const r = rng(seed * 7 + 3);
  const p = palettes[seed % palettes.length];
  const skin = skins[seed % skins.length];
  const wrap = r() < 0.5;
  const hair = wrap
    ? `<path d="M130 118c0-50 30-78 70-78s70 28 70 78c-20-14-120-14-140 0z" fill="${p[2]}"/><path d="M130 118c40-18 100-18 140 0l-6 12c-40-12-88-12-128 0z" fill="${p[1]}"/>`
    : `<path d="M136 128c-6-52 22-84 64-84s70 32 64 84c-10-30-30-42-64-42s-54 12-64 42z" fill="#1b1b1e"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400" width="400" height="400">
    <rect width="400" height="400" fill="${p[4]}"/><circle cx="200" cy="200" r="170" fill="${p[1]}" opacity="0.6"/>
    <path d="M70 400c0-80 58-130 130-130s130 50 130 130z" fill="${p[0]}"/>
    <rect x="178" y="220" width="44" height="60" rx="18" fill="${skin}"/>
    <ellipse cx="200" cy="160" rx="64" ry="76" fill="${skin}"/>${hair}
    <circle cx="177" cy="165" r="6" fill="#1b1b1e"/><circle cx="223" cy="165" r="6" fill="#1b1b1e"/>
    <path d="M182 200q18 14 36 0" stroke="#1b1b1e" stroke-width="5" fill="none" stroke-linecap="round"/></svg>`;
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

// A strand of beads along a curve.
function beads(seed) {
  const r = rng(seed * 13 + 5);
  const p = palettes[seed % palettes.length];
  const parts = [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400" width="400" height="400"><rect width="400" height="400" fill="${p[4]}"/>`,
  ];
  parts.push(`<path d="M60 90Q200 420 340 90" fill="none" stroke="#8a6d3b" stroke-width="3"/>`);
  const n = 17;
  for (let i = 0; i < n; i++) {
    const t = i / (n - 1);
    const x = (1 - t) ** 2 * 60 + 2 * (1 - t) * t * 200 + t * t * 340;
    const y = (1 - t) ** 2 * 90 + 2 * (1 - t) * t * 420 + t * t * 90;
    const big = i === (n - 1) / 2;
    const rad = big ? 26 : 12 + r() * 6;
    const c = p[Math.floor(r() * 4)];
    parts.push(
      `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="${rad.toFixed(1)}" fill="${c}"/><circle cx="${(x - rad / 3).toFixed(1)}" cy="${(y - rad / 3).toFixed(1)}" r="${(rad / 4).toFixed(1)}" fill="#fff" opacity="0.5"/>`,
    );
  }
  parts.push('</svg>');
  return parts.join('');
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
