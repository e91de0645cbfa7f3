import { feedOf } from '../feed-of';

export const revalidate = 60;

export const GET = () => feedOf('story');
