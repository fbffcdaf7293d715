import { useCallback, useEffect, useState } from 'react';

type Load = { state: string };

/**
 * A public page's answer, loaded for `key`: a newer load (Try again, the browser back online, another
 * key) aborts the one before. A page already shown stays shown while it is asked again; another key
 * (a link followed to the next bill) starts from `loading`, never from the last key's answer.
 */
export function usePublicLoad<L extends Load>(
  key: string,
  load: (signal: AbortSignal) => Promise<L>,
  loading: L,
): { load: L; retry: () => void } {
  const [current, setCurrent] = useState<{ key: string; load: L }>({ key, load: loading });
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key and each attempt fetch again, not a new closure
  useEffect(() => {
    const controller = new AbortController();
    setCurrent((shown) =>
      shown.key === key && shown.load.state === 'loaded' ? shown : { key, load: loading },
    );
    void load(controller.signal).then((next) => {
      if (!controller.signal.aborted) setCurrent({ key, load: next });
    });
    return () => controller.abort();
  }, [key, attempt]);
  useEffect(() => {
    window.addEventListener('online', retry);
    return () => window.removeEventListener('online', retry);
  }, [retry]);
  return { load: current.key === key ? current.load : loading, retry };
}
