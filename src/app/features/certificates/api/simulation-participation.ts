import { queryOptions } from '@tanstack/react-query';
import { api } from '#shared/api/endpoints/index.ts';
import { call } from '../../../api/client.ts';

/**
 * The phishing-simulation booking (it answers for every company, booked or not), read here only for
 * what the company certificate states about simulations. Same key as the simulation page's.
 */
export const simulationBookingQuery = queryOptions({
  queryKey: ['simulation', 'booking'],
  queryFn: () => call(api.simulationBooking, {}),
});
