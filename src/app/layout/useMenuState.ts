import { useState } from 'react';
import { useSiteLocation } from '@/components/location/siteLocation';

/**
 * Open/closed state of the full-screen menu that closes on every navigation. The menu remembers the
 * location it was opened at and counts as open only while that location is current, so any
 * navigation — a menu link, even to the page already shown, or the browser's back button — closes it
 * without an effect.
 */
export function useMenuState() {
  const { key } = useSiteLocation();
  const [openAt, setOpenAt] = useState<string | null>(null);
  const menuOpen = openAt === key;
  const setMenuOpen = (open: boolean) => setOpenAt(open ? key : null);
  return [menuOpen, setMenuOpen] as const;
}
