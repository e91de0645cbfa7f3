import { contentSecurityPolicy } from './security-headers';

const directive = (policy: string, name: string) => policy.split('; ').find((d) => d.startsWith(`${name} `));

describe('contentSecurityPolicy', () => {
  it('allows pictures from the site (and the drawings written into its pages) only in the embedded mode', () => {
    const policy = contentSecurityPolicy({ ADMIN_API_URL: undefined, IMAGE_ORIGINS: undefined }, false);
    expect(directive(policy, 'img-src')).toBe("img-src 'self' data:");
    expect(policy.replace('data:', '')).not.toContain(':');
  });

  it('names an https image host by its bare host, which an https page reads as the same origin', () => {
    const policy = contentSecurityPolicy(
      { ADMIN_API_URL: 'https://admin.example.org/api', IMAGE_ORIGINS: ['https://cdn.example.org'] },
      false,
    );
    expect(directive(policy, 'img-src')).toBe("img-src 'self' data: admin.example.org cdn.example.org");
  });

  it('keeps the scheme of an origin with a port or on plain http', () => {
    const policy = contentSecurityPolicy(
      { ADMIN_API_URL: 'http://127.0.0.1:4010', IMAGE_ORIGINS: ['https://cdn.example.org:8443'] },
      false,
    );
    expect(directive(policy, 'img-src')).toBe(
      "img-src 'self' data: http://127.0.0.1:4010 https://cdn.example.org:8443",
    );
  });

  it('lets the analytics script load and report where Vercel serves it', () => {
    const policy = contentSecurityPolicy({ ADMIN_API_URL: undefined, IMAGE_ORIGINS: undefined }, true);
    expect(directive(policy, 'script-src')).toBe("script-src 'self' 'unsafe-inline' va.vercel-scripts.com");
    expect(directive(policy, 'connect-src')).toBe("connect-src 'self' va.vercel-scripts.com");
  });

  it('lets a form lead to the payment provider’s checkout only where gifts are taken online', () => {
    const none = contentSecurityPolicy({ ADMIN_API_URL: undefined, IMAGE_ORIGINS: undefined }, false);
    expect(directive(none, 'form-action')).toBe("form-action 'self'");
    const paystack = contentSecurityPolicy(
      {
        ADMIN_API_URL: undefined,
        IMAGE_ORIGINS: undefined,
        PAYSTACK_SECRET_KEY: 'sk_test_1',
        PAYSTACK_API_URL: 'https://api.paystack.co',
      },
      false,
    );
    expect(directive(paystack, 'form-action')).toBe("form-action 'self' checkout.paystack.com");
    const standIn = contentSecurityPolicy(
      {
        ADMIN_API_URL: undefined,
        IMAGE_ORIGINS: undefined,
        PAYSTACK_SECRET_KEY: 'sk_test_1',
        PAYSTACK_API_URL: 'http://127.0.0.1:3290',
      },
      false,
    );
    expect(directive(standIn, 'form-action')).toBe("form-action 'self' checkout.paystack.com http://127.0.0.1:3290");
  });
});
