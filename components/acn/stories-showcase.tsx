import { Carousel } from '@/components/ui/carousel';
import type { PostSummary } from '@/lib/content/posts';
import { PostCard } from './post-card';

/** The home's stories: the first three in a grid, or under 500 px a carousel with wrapping previous and next. */
export function StoriesShowcase({ stories }: { stories: PostSummary[] }) {
  return (
    <Carousel label="Stories" perPage={3} narrow={{ maxWidth: 499, perPage: 1 }} dots={false}>
      {stories.slice(0, 3).map((s) => (
        <PostCard key={s.id} post={s} />
      ))}
    </Carousel>
  );
}
