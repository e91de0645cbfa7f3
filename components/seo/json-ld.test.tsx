/** @jest-environment jsdom */
import { render } from '@testing-library/react';
import { JsonLd } from './json-ld';

it('writes text that would close the script as escapes, and the data still parses to the same text', () => {
  const headline = 'News </script><script>alert(1)</script> \u2028 & more';
  const { container } = render(
    <JsonLd data={{ '@context': 'https://schema.org', '@type': 'NewsArticle', headline }} />,
  );
  const script = container.querySelector('script[type="application/ld+json"]')!;
  expect(script.innerHTML).not.toMatch(/<\/script/i);
  expect(script.innerHTML).not.toContain('<');
  expect(JSON.parse(script.textContent).headline).toBe(headline);
  expect(container.querySelectorAll('script')).toHaveLength(1);
});
