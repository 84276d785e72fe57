/**
 * The icons only pages use (not the frame the first screen shows): their own module, so they stay out of the
 * main chunk (DESIGN.md §8). Same grid and rules as icons.tsx.
 */
import type { SVGProps } from 'react';
import { Icon } from './icons';

type P = SVGProps<SVGSVGElement>;

export const CheckIcon = (p: P) => (
  <Icon {...p}>
    <path d="M5 12l5 5 9-10" />
  </Icon>
);
export const MailIcon = (p: P) => (
  <Icon {...p}>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <path d="M3 7l9 6 9-6" />
  </Icon>
);
export const ChatIcon = (p: P) => (
  <Icon {...p}>
    <path d="M4 5h16v11H9l-5 4z" />
    <path d="M8 10h8M8 13h5" />
  </Icon>
);
export const PhoneIcon = (p: P) => (
  <Icon {...p}>
    <path d="M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2z" />
  </Icon>
);
export const SendIcon = (p: P) => (
  <Icon {...p}>
    <path d="M21 3L3 11l7 3 3 7z" />
    <path d="M10 14l11-11" />
  </Icon>
);
export const WalletIcon = (p: P) => (
  <Icon {...p}>
    <path d="M4 7h15a1 1 0 0 1 1 1v11H5a1 1 0 0 1-1-1z" />
    <path d="M4 7l12-3v3" />
    <circle cx="16" cy="13" r="1.5" />
  </Icon>
);
export const MegaphoneIcon = (p: P) => (
  <Icon {...p}>
    <path d="M3 10v4h4l8 5V5L7 10z" />
    <path d="M18 9a4 4 0 0 1 0 6" />
  </Icon>
);
