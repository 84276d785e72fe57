import { msg } from '@lingui/core/macro';
import { type InfoPageSpec, toSport, toHome, toHelp } from './spec';

/** Site pages not built yet: help center, support, policies, menus, embedded content and notices. */
export const SITE_PAGES = {
  'faq/home': {
    title: msg`Help center`,
    body: msg`Answers to common questions will be listed here.`,
    action: { label: msg`Contact support`, to: '/support' },
  },
  'faq/detail': {
    title: msg`Help article`,
    body: msg`The answer you chose will be shown here.`,
    action: toHelp,
  },
  'faq/video': { title: msg`Video guides`, body: msg`Video guides will be listed here.`, action: toHelp },
  privacy: {
    title: msg`Privacy policy`,
    body: msg`The privacy policy of this site will be shown here.`,
    action: toHelp,
  },
  support: {
    title: msg`Support`,
    body: msg`Ways to reach our support team will be listed here.`,
    action: toHelp,
  },
  menu: {
    title: msg`Menu`,
    body: msg`Shortcuts to every part of the site will be listed here.`,
    action: toHelp,
  },
  welcome: {
    title: msg`Welcome`,
    body: msg`A welcome tour for new players will be shown here.`,
    action: toSport,
  },
  about: {
    title: msg`About us`,
    body: msg`Who we are and how to reach us will be shown here.`,
    action: toHelp,
  },
  iframe: {
    title: msg`External page`,
    body: msg`Nothing to show: no page address was given.`,
    action: toHome,
  },
  link: { title: msg`External link`, body: msg`Nothing to open: no link was given.`, action: toHome },
  html: { title: msg`Notice`, body: msg`Nothing to show: no content was given.`, action: toHome },
  announcement: { title: msg`Announcements`, body: msg`No announcements right now.`, action: toHome },
  more: { title: msg`More`, body: msg`More sections of the site will be listed here.`, action: toHelp },
  feedback: {
    title: msg`Feedback`,
    body: msg`Tell us what to improve; the feedback form will be here.`,
    action: { label: msg`Contact support`, to: '/support' },
  },
} satisfies Record<string, InfoPageSpec>;
