/** The bearer token of the staff API (ADMIN_TOKEN) on the server the end-to-end tests start (playwright.config.ts). */
export const E2E_ADMIN_TOKEN = 'e2e-staff-token-4c1f9a7be2d8';
