import { Suspense, useEffect } from 'react';
import { lazyPart } from '../../../lib/lazy-part';
import { useSession } from '../../../lib/session';
import { useGstSettings } from '../api/get-gst-settings';
import { useGstTurnover } from '../api/get-gst-turnover';

const TurnoverFigures = lazyPart(() => import('./gst-turnover-figures'));

/**
 * The dashboard's watch on a housing society's turnover this financial year against the GST threshold;
 * nothing for any other business, nor while (or if) its figures cannot be read.
 */
export function GstTurnoverCard() {
  const session = useSession();
  const userId = session?.result._id ?? '';
  const settings = useGstSettings(userId);
  const isSociety = settings.data?.housingSociety === true;
  const turnover = useGstTurnover(userId, { enabled: isSociety });
  // Any other business never loads the card's code; a society's arrives with its turnover.
  useEffect(() => {
    if (isSociety) TurnoverFigures.preload();
  }, [isSociety]);
  if (!isSociety || !turnover.data) return null;
  return (
    <Suspense fallback={null}>
      <TurnoverFigures turnover={turnover.data} />
    </Suspense>
  );
}
