import { useEffect, useRef } from 'react';
import { useAppSelector } from '../store/hooks';

/**
 * A ref for the side panel that scrolls it back to its top when another document is shown or a campaign starts or
 * ends: the panel's first section (the armies to move, the setup form) is what the GM needs then, and the scroll
 * left over from the Demos list or the setup form's Start button at the bottom hid it.
 */
export function useSidePanelTop<T extends HTMLElement>() {
  const panel = useRef<T>(null);
  const documentsShown = useAppSelector((state) => state.view.documentsShown);
  const campaignRuns = useAppSelector((state) => state.document.present.campaign != null);
  useEffect(() => {
    if (panel.current) panel.current.scrollTop = 0;
  }, [documentsShown, campaignRuns]);
  return panel;
}
