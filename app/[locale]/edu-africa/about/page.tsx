import type { Metadata } from 'next';
import { pageMetadata } from '@/lib/seo/metadata';
import { PageHero } from '@/components/ui/page-hero';
import ui from '@/components/ui/section.module.css';

export const metadata: Metadata = pageMetadata({
  title: 'About Edu Africa',
  description: 'Why we are building Edu Africa, an app for African languages, cultures and teacher training.',
  path: '/edu-africa/about',
});

export default function EduAfricaAbout() {
  return (
    <main id="main">
      <PageHero eyebrow="Nice to meet you" title="About us" />
      <section className={ui.section}>
        <div className={ui.prose}>
          <p>
            Edu Africa is the learning app of Edu Connect Africa. It teaches African languages such as Hausa, Twi,
            Yoruba, Fante, Mandinka and Wolof, the cultures and histories that live in them, and the classroom skills
            that teachers need, in short lessons that work on an ordinary phone, even offline.
          </p>
          <p>
            We start in Nigeria, Ghana, Gambia, Burkina Faso and Ivory Coast. Our lessons are written by teachers from
            the communities that speak each language, and every finished course earns a certificate that can be shared.
          </p>
          <h2>What we believe</h2>
          <ul>
            <li>Children learn best when they first learn in the language of their home.</li>
            <li>Culture is part of learning a language, not an extra.</li>
            <li>Good teachers make the difference, and deserve good training.</li>
            <li>Learning must fit a phone, a data plan and a busy day.</li>
          </ul>
        </div>
      </section>
    </main>
  );
}
