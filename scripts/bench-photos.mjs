/*
 * The bench's picture pages as staff make them: camera-sized photos, made here (no picture is fetched),
 * uploaded through the console's own forms as a browser without scripts posts them, and published: a news
 * item, a story, a product, an event and a team's first portrait.
 * Answers the public address of each page, to measure beside the demo pages (whose drawings are inlined).
 * The photos are synthetic (photo(), below): sized as a camera's, but a real photo's detail compresses
 * otherwise, so compare picture bytes between runs of the bench rather than with the field.
 */
import { execFileSync } from 'node:child_process';
import sharp from 'sharp';

const EMAIL = 'bench-staff@example.org';
const PASSWORD = 'bench staff password 1';

/** Noise drawn at `cw` x `ch` and scaled up smoothly to `w` x `h`: detail at one scale, of +/- `amp`. */
async function layer(w, h, cw, ch, seed, amp) {
  const small = Buffer.alloc(cw * ch * 3);
  let state = (seed * 2654435761) >>> 0;
  for (let i = 0; i < small.length; i++) {
    state = (state * 1103515245 + 12345) >>> 0;
    small[i] = 128 + ((state >>> 24) % (2 * amp)) - amp;
  }
  return sharp(small, { raw: { width: cw, height: ch, channels: 3 } })
    .resize(w, h, { kernel: 'cubic', fit: 'fill' })
    .raw()
    .toBuffer();
}

/**
 * A photo-like picture: light and colour over the whole frame, texture at two finer scales and a
 * sensor's grain, so that it compresses as a camera's picture does (its sizes as JPEG and as WebP are
 * in the commit that tuned it); a flat drawing would shrink to nothing. A screenshot is flat colour
 * around a photo.
 */
async function photo(width, height, seed, format, quality = 95) {
  const [light, texture, fine] = await Promise.all([
    layer(width, height, 48, 32, seed, 100),
    layer(width, height, Math.round(width / 5), Math.round(height / 5), seed + 1, 24),
    layer(width, height, Math.round(width / 2), Math.round(height / 2), seed + 2, 10),
  ]);
  const scene = Buffer.alloc(width * height * 3);
  let state = seed;
  for (let i = 0; i < scene.length; i++) {
    state = (state * 1103515245 + 12345) >>> 0;
    const textured = Math.max(0, Math.min(255, light[i] + texture[i] + fine[i] - 256 + ((state >>> 24) % 13) - 6));
    // A screenshot: flat bands of colour, with a photo in its middle third.
    const row = Math.floor(i / (width * 3)) / height;
    scene[i] = format === 'png' && (row < 0.35 || row > 0.65) ? light[i] & 0xe0 : textured;
  }
  const image = sharp(scene, { raw: { width, height, channels: 3 } });
  return format === 'png' ? image.png().toBuffer() : image.jpeg({ quality }).toBuffer();
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
  return fetch(base + page.split('?')[0], {
    method: 'POST',
    body: form,
    headers: { Origin: base, cookie },
    redirect: 'manual',
  });
}

/** Uploads three photos through the console (news item, story, product) and answers their public pages. */
export async function publishPhotoPages(base, env, root) {
  execFileSync(
    process.execPath,
    ['-r', 'esbuild-register', 'scripts/admin-create.ts', '--email', EMAIL, '--role', 'admin', '--reset'],
    {
      cwd: root,
      env,
      input: `${PASSWORD}\n`,
      stdio: ['pipe', 'ignore', 'inherit'],
    },
  );
  const signedIn = await post(base, '/admin/sign-in', 'name="password"', { email: EMAIL, password: PASSWORD });
  const cookie = signedIn.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  if (signedIn.status !== 303 || !cookie) throw new Error(`bench: staff sign-in failed (${signedIn.status})`);

  const file = (bytes, name, type) => new File([bytes], name, { type });
  const pictures = [
    ['landscape camera JPEG, 3000x2000', file(await photo(3000, 2000, 1, 'jpeg'), 'market.jpg', 'image/jpeg')],
    ['portrait phone JPEG, 3024x4032', file(await photo(3024, 4032, 2, 'jpeg', 85), 'class.jpg', 'image/jpeg')],
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
  const product = /href="\/arewa-hub\/products\/([\w-]+)"[^>]*>Bench beads/.exec(
    await (await fetch(`${base}/arewa-hub/products`)).text(),
  )?.[1];
  if (!product) throw new Error('bench: the product with a photo is not in the shop');
  pages.push(`/arewa-hub/products/${product}`);

  const next = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
  const event = await post(
    base,
    '/admin/events',
    'aria-label="New event"',
    {
      name: 'Bench reading fair with a camera photo',
      date: next,
      time: '9:00 AM WAT',
      location: 'Kano',
      speakers: 'Bench Speaker',
      registerUrl: '',
      description: 'A fair for young readers, with a photo uploaded by staff.',
      schedule: '',
      published: 'yes',
      picture: pictures[0][1],
      pictureAlt: 'Families browsing book stalls in a school hall',
      intent: 'add',
    },
    cookie,
  );
  if (event.status !== 303) throw new Error(`bench: adding the event failed (${event.status})`);
  const eventId = /<h3>Bench reading fair[^]*?href="(\/events\/upcoming-event-details\/[\w-]+)"/.exec(
    await (await fetch(`${base}/events`)).text(),
  )?.[1];
  if (!eventId) throw new Error('bench: the event with a photo is not listed');
  pages.push(eventId);

  // First in its team's order, so that the portrait leads the team's page as a phone shows it.
  const member = await post(
    base,
    '/admin/team?team=arewahub',
    'aria-label="New team member"',
    {
      team: 'arewahub',
      firstName: 'Bench',
      lastName: 'Portrait',
      position: 'Maker',
      bio: '',
      country: 'Nigeria',
      twitterHandle: '',
      linkedinHandle: '',
      instagramHandle: '',
      order: '0',
      published: 'yes',
      picture: pictures[1][1],
      pictureAlt: 'A bead maker smiling at her workbench',
      intent: 'add',
    },
    cookie,
  );
  if (member.status !== 303 && member.status !== 200)
    throw new Error(`bench: adding the team member failed (${member.status})`);
  if (!(await (await fetch(`${base}/arewa-hub/team`)).text()).includes('A bead maker smiling'))
    throw new Error('bench: the portrait is not on the team page');
  pages.push('/arewa-hub/team');
  return pages;
}
