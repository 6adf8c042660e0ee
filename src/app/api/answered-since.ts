import type { QueryState } from '@tanstack/react-query';

/**
 * Whether a query's data was answered at `moment` or later (a Date.now() time), i.e. by this load
 * of the app rather than kept from an earlier one. Each caller names its own moment: the page's
 * opening for what the device never keeps, the restore's start for what it may bring back.
 */
export function answeredSince(state: Pick<QueryState, 'dataUpdatedAt'>, moment: number): boolean {
  return state.dataUpdatedAt >= moment;
}
