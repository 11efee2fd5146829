import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import {
  fileSegmentsIn,
  MISSING_FILES_MAX,
  type MissingFilesAnswer,
} from '../../model/files/file-images';
import type { Website } from '../../model/website';
import { apiRequest } from '../lib/api';
import { fileKeys } from './file-queries';

const NONE: ReadonlySet<string> = new Set();

/**
 * The files a website's pictures name that are not (or no longer) among the coach's files, asked
 * of the server whenever the pictures change (and again when the coach's files change: the key
 * is under fileKeys.all); null until it has answered.
 */
export function useMissingFiles(website: Website | undefined): ReadonlySet<string> | null {
  const segments = useMemo(
    () => (website ? fileSegmentsIn(website).slice(0, MISSING_FILES_MAX).join(',') : ''),
    [website],
  );
  const answer = useQuery({
    queryKey: [...fileKeys.all, 'missing', segments],
    queryFn: () =>
      apiRequest<MissingFilesAnswer>(`/api/files/missing?segments=${encodeURIComponent(segments)}`),
    enabled: segments !== '',
  });
  return useMemo(() => {
    if (segments === '') return NONE;
    return answer.data ? new Set(answer.data.missing) : null;
  }, [segments, answer.data]);
}
