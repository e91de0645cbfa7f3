'use client';

import { createContext, type ReactNode, useContext } from 'react';
import type { SiteAction } from '@/lib/content/arms';

/**
 * Things a header or page button can do besides navigating: open the learning app's waitlist,
 * the children's network's donation or enquiry modal. An arm's layout provides the ones it has;
 * a button whose action is not provided falls back to its link, or is not shown.
 */
export type ActionHandlers = Partial<Record<SiteAction, (detail?: string) => void>>;

const ActionsContext = createContext<ActionHandlers>({});

export function SiteActionsProvider({ actions, children }: { actions: ActionHandlers; children: ReactNode }) {
  return <ActionsContext.Provider value={actions}>{children}</ActionsContext.Provider>;
}

/** The handler of an action, or null when there is no action or this part of the site does not provide it. */
export function useSiteAction(action: SiteAction | undefined) {
  const handlers = useContext(ActionsContext);
  return (action && handlers[action]) ?? null;
}
