/*
 * The bench's picture pages as staff make them: camera-sized photos, made here (no picture is fetched),
 * uploaded through the console's own forms as a browser without scripts posts them, and published.
 * Answers the public address of each page, to measure beside the demo pages (whose drawings are inlined).
 * The photos are synthetic (smooth light with a sensor's grain): their sizes are a camera's (2-4 MB), but
 * a real photo's detail compresses differently, so compare picture bytes between runs, not with the field.
 */
import { execFileSync } from 'node:child_process';
import sharp from 'sharp';

const EMAIL = 'bench-staff@example.org';
const PASSWORD = 'bench staff password 1';

/**
 * A photo-like picture: smooth light and colour with a sensor's grain, so that it compresses as a camera's
 * JPEG does (a flat drawing would shrink to nothing). `seed` varies the scene.
 */
async function photo(width, height, seed, format) {
  const small = Buffer.alloc(48 * 32 * 3);
  for (let y = 0; y < 32; y++)
    for (let x = 0; x < 48; x++) {
      const i = (y * 48 + x) * 3;
      small[i] = 120 + 100 * Math.sin((x + seed) / 7) * Math.cos(y / 9);
      small[i + 1] = 110 + 80 * Math.sin((y + seed) / 5);
      small[i + 2] = 90 + 70 * Math.cos((x * y + seed) / 40);
    }
  const scene = await sharp(small, { raw: { width: 48, height: 32, channels: 3 } })
    .resize(width, height, { kernel: 'cubic', fit: 'fill' })
    .raw()
    .toBuffer();
  // A screenshot is flat colour, without grain.
  let state = seed * 2654435761;
  for (let i = 0; format === 'jpeg' && i < scene.length; i++) {
    state = (state * 1103515245 + 12345) >>> 0;
    scene[i] = Math.max(0, Math.min(255, scene[i] + ((state >>> 24) % 23) - 11));
  }
  const image = sharp(scene, { raw: { width, height, channels: 3 } });
  return format === 'png' ? image.png().toBuffer() : image.jpeg({ quality: 95 }).toBuffer();
}

/** The hidden fields (the server action's id and state) of the page's first form whose markup holds `marker`. */
function hiddenFields(html, marker) {
  const form = html.split('<form').find((chunk) => chunk.split('</form>')[0].includes(marker)) ?? '';
  return [...form.split('</form>')[0].matchAll(/<input[^>]*type="hidden"[^>]*>/g)].flatMap(([tag]) => {
    const name = /name="([^"]*)"/.exec(tag)?.[1];
    const value = (/value="([^"]*)"/.exec(tag)?.[1] ?? '')
      .replace(/&quot;/g, '"')
      .replace(/&#x27;/g, "'")
      .replace(/&amp;/g, '&');
    return name ? [[name, value]] : [];
  });
}

/** Posts the form of `page` that holds `marker`, as a browser without scripts does; answers the reply. */
async function post(base, page, marker, fields, cookie = '') {
  const html = await (await fetch(base + page, { headers: { cookie } })).text();
  const form = new FormData();
  for (const [name, value] of hiddenFields(html, marker)) form.append(name, value);
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return fetch(base + page.split('?')[0], { method: 'POST', body: form, headers: { Origin: base, cookie }, redirect: 'manual' });
}

/** Uploads three photos through the console (news item, story, product) and answers their public pages. */
export async function publishPhotoPages(base, env, root) {
  execFileSync(process.execPath, ['-r', 'esbuild-register', 'scripts/admin-create.ts', '--email', EMAIL, '--role', 'admin', '--reset'], {
    cwd: root,
    env,
    input: `${PASSWORD}\n`,
    stdio: ['pipe', 'ignore', 'inherit'],
  });
  const signedIn = await post(base, '/admin/sign-in', 'name="password"', { email: EMAIL, password: PASSWORD });
  const cookie = signedIn.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  if (signedIn.status !== 303 || !cookie) throw new Error(`bench: staff sign-in failed (${signedIn.status})`);

  const file = (bytes, name, type) => new File([bytes], name, { type });
  const pictures = [
    ['landscape camera JPEG, 3000x2000', file(await photo(3000, 2000, 1, 'jpeg'), 'market.jpg', 'image/jpeg')],
    ['portrait phone JPEG, 3024x4032', file(await photo(3024, 4032, 2, 'jpeg'), 'class.jpg', 'image/jpeg')],
    ['PNG screenshot, 1170x2532', file(await photo(1170, 2532, 3, 'png'), 'screen.png', 'image/png')],
  ];
  const pages = [];
  for (const [kind, [what, picture]] of [
    ['news', pictures[0]],
    ['story', pictures[1]],
  ]) {
    const saved = await post(
      base,
      `/admin/posts/new?kind=${kind}`,
      'name="title"',
      {
        kind,
        title: `Bench ${kind} with a ${what}`,
        caption: 'Pupils and teachers at the opening of the reading centre in Kano.',
        categories: 'Education',
        writers: 'Bench Writer',
        markdown: 'A photo uploaded by staff, as they do.\n\nA second paragraph, with **bold** text.',
        picture,
        pictureAlt: 'Pupils reading at desks in a bright classroom',
        intent: 'publish',
      },
      cookie,
    );
    const id = /\/admin\/posts\/(\w+)\?notice=publish$/.exec(saved.headers.get('location') ?? '')?.[1];
    if (!id) throw new Error(`bench: publishing the ${kind} failed (${saved.status})`);
    pages.push(kind === 'news' ? `/acn/about/acn-news/${id}` : `/acn/about/our-stories/${id}`);
  }
  const added = await post(
    base,
    '/admin/products',
    'aria-label="New product"',
    {
      name: 'Bench beads from a phone screenshot',
      form: 'bead',
      price: '4500',
      stock: '5',
      description: 'Glass beads, photographed by the maker.',
      picture: pictures[2][1],
      pictureAlt: 'Red and gold glass beads on a wooden tray',
      published: 'yes',
      intent: 'add',
    },
    cookie,
  );
  if (added.status !== 303) throw new Error(`bench: adding the product failed (${added.status})`);
  const product = /href="\/arewa-hub\/products\/([\w-]+)"[^>]*>Bench beads/.exec(await (await fetch(`${base}/arewa-hub/products`)).text())?.[1];
  if (!product) throw new Error('bench: the product with a photo is not in the shop');
  pages.push(`/arewa-hub/products/${product}`);
  return pages;
}
