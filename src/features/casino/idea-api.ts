import * as endpoints from '../../../core/contract/endpoints-games-more';
import type { Idea, IdeaInfo } from '../../../core/contract/schemas/games-more';
import { createPageApi } from '../../platform/api';

/** idea/add and idea/info (SPEC §7 Games): the player's suggestions. Failures are shown in the form. */
const ideaApi = createPageApi({ toast: false });

export type IdeaKind = 'game' | 'feature' | 'other';
export type { Idea, IdeaInfo };

export const fetchIdeas = (): Promise<IdeaInfo> => ideaApi.call(endpoints.ideaInfo, {});

export const sendIdea = (kind: IdeaKind, content: string): Promise<Idea> =>
  ideaApi.call(endpoints.ideaAdd, { kind, content }, { retries: 0 });
