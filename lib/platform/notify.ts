/*
 * Toasts, asked for from anywhere in the browser and shown by the one <Toaster> in the root layout,
 * which loads the toast library only when the first toast is asked for: no page pays for it up front.
 */

/** Toast durations: success 2 s, error 1 s, anything else 5 s (the Toaster default). */
export const TOAST_MS = { success: 2000, error: 1000, commitment: 2000, default: 5000 } as const;

export interface ToastRequest {
  kind: 'success' | 'error';
  message: string;
  duration: number;
}

export const TOAST_EVENT = 'edu-connect:toast';

const ask = (request: ToastRequest) =>
  window.dispatchEvent(new CustomEvent<ToastRequest>(TOAST_EVENT, { detail: request }));

export const notify = {
  success: (message: string) => ask({ kind: 'success', message, duration: TOAST_MS.success }),
  error: (message: string, duration: number = TOAST_MS.error) => ask({ kind: 'error', message, duration }),
};
