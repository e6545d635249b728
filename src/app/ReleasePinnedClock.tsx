import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { pinClock } from '@/lib/clock';

/** The first navigation away from a hydrated prerendered page lets pages follow the real clock again. */
export function ReleasePinnedClock() {
  const { pathname } = useLocation();
  const first = useRef(pathname);
  useEffect(() => {
    if (pathname !== first.current) pinClock(null);
  }, [pathname]);
  return null;
}
