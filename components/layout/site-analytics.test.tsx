import { render, screen } from '@testing-library/react';
import { SiteAnalytics } from './site-analytics';

// Vercel's component stands for itself: what is tested is that the layout's wrapper loads and renders it.
jest.mock('@vercel/analytics/next', () => ({ Analytics: () => <p>Vercel analytics mounted</p> }));

it('loads Vercel analytics on demand and renders it where the layout asks for it', async () => {
  render(<SiteAnalytics />);
  expect(await screen.findByText('Vercel analytics mounted')).toBeInTheDocument();
});
