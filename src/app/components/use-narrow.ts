import { useMediaQuery } from './use-media-query.ts';

/** Phones and narrow windows: the windowed tables show fewer, combined columns there. */
export const useNarrow = (): boolean => useMediaQuery('(max-width: 700px)');
