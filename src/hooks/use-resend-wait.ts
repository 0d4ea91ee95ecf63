import { useEffect, useState } from 'react';
import { resendAfterMs } from '../state/password-reset-model.js';

/** Seconds until another code may be asked for, counting down once a second. */
export function useResendWait(askedAtMs: number | undefined): number {
  const [nowMs, setNowMs] = useState(Date.now());
  const left = askedAtMs === undefined ? 0 : Math.max(0, Math.ceil((askedAtMs + resendAfterMs - nowMs) / 1000));
  const waiting = left > 0;
  useEffect(() => {
    if (!waiting) return;
    const timer = setInterval(() => setNowMs(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [waiting]);
  return left;
}
