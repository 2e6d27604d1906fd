import { cloneElement, useState, type FocusEvent, type MouseEvent, type PointerEvent, type ReactElement } from 'react';
import type { DropdownMenuProps } from './dropdown-menu';
import { onDemand, useOnDemand } from './on-demand';

/* The menu (a floating dropdown and its positioning code, about 15 KB gzip) comes when it is first wanted. */
const dropdownMenu = onDemand(() => import('./dropdown-menu').then((module) => module.DropdownMenu));

type TargetProps = {
  onClick?: (event: MouseEvent<HTMLElement>) => void;
  onPointerEnter?: (event: PointerEvent<HTMLElement>) => void;
  onFocus?: (event: FocusEvent<HTMLElement>) => void;
};

/**
 * A button with a menu whose code is fetched when the button is first pressed, and opens as it
 * arrives; a pointer resting on the button, or focus on it, fetches it ahead. Until the first press
 * the button alone is rendered, announced as a closed menu button: the real one takes its place
 * only then, with its menu open (and focus in it), so no element is swapped under a pointer or
 * away from focus while it is merely fetched.
 *
 * The target's own handlers run first, then the menu's. The menu opens whatever they did, a call
 * of `preventDefault` included: Mantine's `Menu.Target` does the same once the real menu is in
 * place, and the button should act alike before and after its code comes. A button that must not
 * open its menu is disabled instead. Budget: a signed-in screen's 250 KB (docs/decisions/035).
 */
export function LazyMenu(
  props: Omit<DropdownMenuProps, 'defaultOpened' | 'target'> & { target: ReactElement<TargetProps> },
) {
  const [Menu, request] = useOnDemand(dropdownMenu);
  const [isAsked, setIsAsked] = useState(false);
  if (Menu && isAsked) return <Menu {...props} defaultOpened />;
  const own = props.target.props;
  return cloneElement(props.target, {
    'aria-haspopup': 'menu',
    'aria-expanded': false,
    onPointerEnter: (event) => {
      own.onPointerEnter?.(event);
      void request();
    },
    onFocus: (event) => {
      own.onFocus?.(event);
      void request();
    },
    onClick: (event) => {
      own.onClick?.(event);
      setIsAsked(true);
      void request();
    },
  } as TargetProps);
}
