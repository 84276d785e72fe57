/**
 * Setup for the `dom` project (happy-dom): IndexedDB for the engine's snapshot store, lingui active in
 * English with no catalog (messages render from their English source text, as the `en` catalog would),
 * and React's act() environment flag so state updates in tests are flushed deterministically.
 */
import 'fake-indexeddb/auto';
import { i18n } from '@lingui/core';

i18n.loadAndActivate({ locale: 'en', messages: {} });
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
