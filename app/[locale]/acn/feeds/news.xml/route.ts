import { feedOf, type FeedContext } from '../feed-of';

export const revalidate = 60;

export const GET = (_request: Request, context: FeedContext) => feedOf('news', context);
