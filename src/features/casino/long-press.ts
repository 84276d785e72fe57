import { useRef, type MouseEvent, type PointerEvent } from 'react';
import { useNavigate } from 'react-router-dom';

/** Holding a cover this long opens the game's detail page instead of the game. */
const LONG_PRESS_MS = 550;

/**
 * A long press on the cover opens the detail page (touch players' "more info"); the tap that ends it does
 * not open the game. A move (scrolling the grid) cancels it.
 */
export function useLongPress(to: string) {
  const navigate = useNavigate();
  const timer = useRef(0);
  const fired = useRef(false);
  const cancel = () => window.clearTimeout(timer.current);
  return {
    onPointerDown: () => {
      fired.current = false;
      cancel();
      timer.current = window.setTimeout(() => {
        fired.current = true;
        navigate(to);
      }, LONG_PRESS_MS);
    },
    onPointerUp: cancel,
    onPointerLeave: cancel,
    onPointerMove: (e: PointerEvent) => {
      if (e.movementX * e.movementX + e.movementY * e.movementY > 25) cancel();
    },
    onContextMenu: (e: MouseEvent) => e.preventDefault(),
    onClick: (e: MouseEvent) => {
      if (fired.current) e.preventDefault();
    },
  };
}
