import { paystackFromEnv } from './paystack';
import type { PaymentProvider } from './provider';

export * from './provider';

/** The provider gifts are taken through, or null when none is configured. */
export const paymentProvider = (): PaymentProvider | null => paystackFromEnv();
