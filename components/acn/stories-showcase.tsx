import { Carousel } from '@/components/ui/carousel';
import { carouselWords } from '@/components/ui/words';
import type { PostSummary } from '@/lib/content/posts';
import { pageLocale } from '@/lib/seo/metadata';
import { PostCard } from './post-card';
import { categoryLang, postDate } from './words';

/**
 * The home's stories: the first three in a grid, or under 500 px a carousel with wrapping previous and next.
 * `label` names the carousel in the page's language.
 */
export async function StoriesShowcase({ stories, label }: { stories: PostSummary[]; label: string }) {
  const [locale, words] = await Promise.all([pageLocale(), carouselWords()]);
  return (
    <Carousel label={label} perPage={3} narrow={{ maxWidth: 499, perPage: 1 }} dots={false} words={words}>
      {stories.slice(0, 3).map((s) => (
        <PostCard key={s.id} post={s} date={postDate(s.createdAt, locale)} categoryLang={categoryLang(locale)} />
      ))}
    </Carousel>
  );
}
