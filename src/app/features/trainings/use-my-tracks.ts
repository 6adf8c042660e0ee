import { useQuery } from '@tanstack/react-query';
import type { TrackSlug } from '#shared/courses.ts';
import { myAiTrainingQuery, myManagementTrainingQuery } from '../../api/queries.ts';

/**
 * The tracks the signed-in person has beside their courses: the management training when named as
 * management, "KI am Arbeitsplatz" when the AI inventory names them. The same queries as the
 * tracks' sections, so asking here costs no request of its own.
 */
export function useMyTracks(locale: string): TrackSlug[] {
  const management = useQuery(myManagementTrainingQuery(locale));
  const ai = useQuery(myAiTrainingQuery(locale));
  return [
    ...(management.data?.training ? (['nis2-management'] as const) : []),
    ...(ai.data?.training ? (['ai-at-work'] as const) : []),
  ];
}
