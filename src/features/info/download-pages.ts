import { msg } from '@lingui/core/macro';
import { type InfoPageSpec, toHome } from './spec';

/** App download and install pages not built yet. */
export const DOWNLOAD_PAGES = {
  download: {
    title: msg`Download the app`,
    body: msg`The app download for your phone will be offered here.`,
    action: toHome,
  },
  'new-download': {
    title: msg`Download the app`,
    body: msg`The app download for your phone will be offered here.`,
    action: toHome,
  },
  'brg-download': {
    title: msg`Download the app`,
    body: msg`The app download for your phone will be offered here.`,
    action: toHome,
  },
  'download/ios': {
    title: msg`Install on iPhone`,
    body: msg`Steps to add the app to your iPhone home screen will be shown here.`,
    action: toHome,
  },
  'download-land': {
    title: msg`Get the app`,
    body: msg`Why and how to install the app will be shown here.`,
    action: toHome,
  },
  'download-land/detail': {
    title: msg`Get the app`,
    body: msg`Installation details will be shown here.`,
    action: toHome,
  },
} satisfies Record<string, InfoPageSpec>;
