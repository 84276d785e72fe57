/**
 * The icons only pages use (not the frame the first screen shows): their own module, so they stay out of the
 * main chunk (DESIGN.md §8). Same grid and rules as icons.tsx.
 */
import type { SVGProps } from 'react';
import { BackIcon, Icon } from './icons';

type P = SVGProps<SVGSVGElement>;

export const ChevronLeftIcon = BackIcon;
export const ChevronRightIcon = (p: P) => (
  <Icon {...p}>
    <path d="M9 5l7 7-7 7" />
  </Icon>
);
export const LockIcon = (p: P) => (
  <Icon {...p}>
    <rect x="5" y="11" width="14" height="10" rx="2" />
    <path d="M8 11V8a4 4 0 0 1 8 0v3" />
  </Icon>
);
export const SearchIcon = (p: P) => (
  <Icon {...p}>
    <circle cx="11" cy="11" r="7" />
    <path d="M20 20l-3.5-3.5" />
  </Icon>
);
export const CheckIcon = (p: P) => (
  <Icon {...p}>
    <path d="M5 12l5 5 9-10" />
  </Icon>
);
