/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { SiteAnalytics } from './site-analytics';

// Vercel's component stands for itself: what is tested is that the layout's wrapper loads and renders it.
jest.mock('@vercel/analytics/next', () => ({ Analytics: () => <p>Vercel analytics mounted</p> }));

afterEach(() => {
  delete (navigator as { connection?: unknown }).connection;
});

it('loads Vercel analytics on demand and renders it where the layout asks for it', async () => {
  render(<SiteAnalytics />);
  expect(await screen.findByText('Vercel analytics mounted')).toBeInTheDocument();
});

it('renders nothing for a visitor whose browser asks to save data', async () => {
  Object.defineProperty(navigator, 'connection', {
    value: Object.assign(new EventTarget(), { saveData: true }),
    configurable: true,
  });
  const { container } = render(<SiteAnalytics />);
  await new Promise((r) => setTimeout(r, 50));
  expect(container).toBeEmptyDOMElement();
});
