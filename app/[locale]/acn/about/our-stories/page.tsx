import { PostListPage, postListMetadata } from '@/components/acn/post-list-page';

export const generateMetadata = () => postListMetadata('our-stories');

// Never reads the address's query, so it is cached like every other page; searches go to app/[locale]/acn/search.
export default function OurStories() {
  return <PostListPage list="our-stories" query="" />;
}
