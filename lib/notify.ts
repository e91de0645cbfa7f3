import { toast } from 'sonner';

/** The spec's toast durations: success 2 s, error 1 s, anything else 5 s (the Toaster default). */
export const TOAST_MS = { success: 2000, error: 1000, commitment: 2000, default: 5000 } as const;

export const notify = {
  success: (message: string) => toast.success(message, { duration: TOAST_MS.success }),
  error: (message: string, duration: number = TOAST_MS.error) => toast.error(message, { duration }),
};
