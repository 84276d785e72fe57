/** The ideas box of /game-search (idea/info read once when opened, idea/add, the 5-a-day refusal). */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { IdeaBox } from '../../../src/features/casino/IdeaBox';
import { useSession } from '../../../src/app/stores/session';
import { useSettings } from '../../../src/app/stores/settings';
import { cleanup, click, render, settle } from './dom';
import { fakeServer } from './account-fetch';

const INFO = '/api/piranha/idea/info';
const ADD = '/api/piranha/idea/add';

const idea = (id: number, content: string) => ({
  id,
  kind: 'game',
  content,
  game: '',
  status: 'received',
  reply: '',
  created_at: 1,
});

async function open(container: HTMLElement) {
  const details = container.querySelector('details')!;
  await act(async () => {
    details.open = true;
    details.dispatchEvent(new Event('toggle'));
  });
  await settle();
}

async function typeIdea(container: HTMLElement, text: string) {
  const area = container.querySelector<HTMLTextAreaElement>('#idea-content')!;
  await act(async () => {
    Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')!.set!.call(area, text);
    area.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

const sendButton = (c: HTMLElement) =>
  [...c.querySelectorAll('button')].find((b) => b.textContent === 'Send idea')!;

beforeEach(() => {
  useSettings.setState({ currency: null, locale: 'en' });
  useSession.getState().setUser({ uid: 9, nick: 'joao' });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('ideas box', () => {
  it('reads the ideas once opened, sends one and lists it first', async () => {
    const server = fakeServer({
      [INFO]: { data: { list: [idea(1, 'An older idea of mine.')], left_today: 5 } },
      [ADD]: (body) => ({ data: idea(2, String(body.content)) }),
    });
    const { container } = await render(
      <MemoryRouter>
        <IdeaBox />
      </MemoryRouter>,
    );
    expect(server.paths()).not.toContain(INFO);
    await open(container);
    expect(server.paths()).toEqual([INFO]);
    expect(container.textContent).toContain('Ideas left today: 5');
    await typeIdea(container, 'short');
    await click(sendButton(container));
    expect(container.querySelector('[role="alert"]')!.textContent).toBe('Write at least 10 characters.');
    await typeIdea(container, 'Please add more fishing games.');
    await click(sendButton(container));
    await settle();
    expect(server.paths()).toEqual([INFO, ADD]);
    expect(container.querySelector('[role="status"]')!.textContent).toBe('Thank you! We read every idea.');
    const items = [...container.querySelectorAll('.idea-list li p')].map((p) => p.textContent);
    expect(items).toEqual(['Please add more fishing games.', 'An older idea of mine.']);
    expect(container.textContent).toContain('Ideas left today: 4');
  });

  it('says so when the day’s ideas are used up', async () => {
    fakeServer({
      [INFO]: { data: { list: [], left_today: 1 } },
      [ADD]: { status: 400, dm_error: 6772, error_msg: 'You can send 5 ideas a day.' },
    });
    const { container } = await render(
      <MemoryRouter>
        <IdeaBox />
      </MemoryRouter>,
    );
    await open(container);
    await typeIdea(container, 'One more idea for today.');
    await click(sendButton(container));
    await settle();
    expect(container.querySelector('[role="alert"]')!.textContent).toBe(
      'You have sent 5 ideas today. Come back tomorrow.',
    );
  });
});
