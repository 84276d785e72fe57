/**
 * Setup for the `dom` project (happy-dom): IndexedDB for the engine's stores, the engine itself in-process
 * (the page's `new Worker` gets it), lingui active in
 * English with no catalog (messages render from their English source text, as the `en` catalog would),
 * and React's act() environment flag so state updates in tests are flushed deterministically.
 */
import 'fake-indexeddb/auto';
import { i18n } from '@lingui/core';
import { InProcessWorker } from './src/in-process-engine';

i18n.loadAndActivate({ locale: 'en', messages: {} });
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
// The engine worker runs in-process (tests/unit/src/in-process-engine.ts); a test may swap in its own fake.
globalThis.Worker = InProcessWorker as unknown as typeof Worker;
