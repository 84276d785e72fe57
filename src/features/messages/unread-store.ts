import { create } from 'zustand';

/**
 * The player's unread message count (getUnreadMsg) for the header and the Me page. Written by the messages
 * layer (the engine's 15 s topBar topic) and by the message pages after a read; read by the first route's
 * header, so this file stays a few lines: the rest of the feature is lazy.
 */
export const useUnread = create<{ unread: number }>(() => ({ unread: 0 }));

export const setUnread = (unread: number) => useUnread.setState({ unread: Math.max(0, unread) });
