import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import LoginPage from '../../../src/features/account/LoginPage';
import RegisterPage from '../../../src/features/account/RegisterPage';
import SaveEmailPage from '../../../src/features/account/SaveEmailPage';
import AccountInfoPage from '../../../src/features/account/AccountInfoPage';
import SignUpPrompt from '../../../src/features/rg/SignUpPrompt';
import { fromServerInfo, useSession } from '../../../src/app/stores/session';
import { cancelRedirectClear, storeRedirect } from '../../../src/features/account/redirect-path';
import { cleanup, click, getByRole, queryAllByRole, render, settle } from './dom';
import { fakeServer, loginInfo } from './account-fetch';
import { storageKey } from '../../../src/platform/storage';

function Where() {
  const { pathname, search } = useLocation();
  return <output data-testid="where">{pathname + search}</output>;
}

async function renderAt(url: string) {
  const view = await render(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path="/loginb" element={<LoginPage />} />
        <Route path="/email-register" element={<RegisterPage />} />
        <Route path="/save-email" element={<SaveEmailPage />} />
        <Route path="*" element={<p>elsewhere</p>} />
      </Routes>
      <Where />
    </MemoryRouter>,
  );
  await settle();
  return view;
}

const where = (c: HTMLElement) => c.querySelector('[data-testid="where"]')!.textContent;

/** The input a <label for> names, as a screen reader finds it. */
function textbox(scope: HTMLElement, name: string): HTMLInputElement {
  const label = [...scope.querySelectorAll('label')].find((l) => l.textContent?.trim() === name);
  if (!label) throw new Error(`no field labelled ${name}`);
  return scope.querySelector<HTMLInputElement>(`#${CSS.escape(label.htmlFor)}`)!;
}

async function type(input: HTMLInputElement, value: string) {
  await act(async () => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

async function submit(scope: HTMLElement, name: string) {
  await click(getByRole(scope, 'button', name));
  await settle();
}

beforeEach(() => {
  localStorage.clear();
  useSession.getState().clear();
  cancelRedirectClear();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('login page', () => {
  it('checks the fields inline and calls nothing while they are wrong', async () => {
    const server = fakeServer({});
    const { container } = await renderAt('/loginb');
    await submit(container, 'Log in');
    expect(container.textContent).toContain('Enter your e-mail address.');
    expect(container.textContent).toContain('Enter your password.');
    await type(textbox(container, 'Email'), 'not-an-email');
    expect(container.textContent).toContain('Enter a valid e-mail address.');
    expect(textbox(container, 'Email').getAttribute('aria-invalid')).toBe('true');
    expect(server.paths()).not.toContain('/api/piranha/user/account/email/login');
  });

  it("a wrong password shows the server's message and the player stays a visitor", async () => {
    fakeServer({
      '/api/piranha/user/account/email/login': { dm_error: 2001, error_msg: 'Wrong e-mail or password' },
    });
    const { container } = await renderAt('/loginb');
    await type(textbox(container, 'Email'), 'ana@example.com');
    await type(textbox(container, 'Password'), 'nope-nope');
    await submit(container, 'Log in');
    expect(getByRole(container, 'alert').textContent).toBe('Wrong e-mail or password');
    expect(useSession.getState().user).toBeNull();
    expect(where(container)).toBe('/loginb');
  });

  it('the submit button is disabled while the call is pending', async () => {
    let release: () => void = () => {};
    vi.stubGlobal(
      'fetch',
      vi.fn(
        () =>
          new Promise((resolve) => {
            release = () =>
              resolve({
                status: 200,
                ok: true,
                text: async () => JSON.stringify({ data: loginInfo(3), dm_error: 0, error_msg: '' }),
              });
          }),
      ),
    );
    const { container } = await renderAt('/loginb');
    await type(textbox(container, 'Email'), 'ana@example.com');
    await type(textbox(container, 'Password'), 'secret-123');
    await submit(container, 'Log in');
    const button = getByRole(container, 'button', 'Log in') as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    await act(async () => release());
    await settle();
    expect(useSession.getState().user?.uid).toBe(3);
  });

  it('the password can be shown and hidden', async () => {
    const { container } = await renderAt('/loginb');
    const input = textbox(container, 'Password');
    expect(input.type).toBe('password');
    await click(getByRole(container, 'button', 'Show password'));
    expect(input.type).toBe('text');
    await click(getByRole(container, 'button', 'Hide password'));
    expect(input.type).toBe('password');
  });

  it('after expiry: says so, and a login returns to back_url with the info stored but never the sid', async () => {
    fakeServer({ '/api/piranha/user/account/email/login': { data: loginInfo(42) } });
    const { container } = await renderAt(
      `/loginb?expired=true&back_url=${encodeURIComponent('/bet-record?x=1')}`,
    );
    expect(container.textContent).toContain('Your session has expired. Please sign in again.');
    await type(textbox(container, 'Email'), 'ana@example.com');
    await type(textbox(container, 'Password'), 'secret-123');
    await submit(container, 'Log in');
    expect(where(container)).toBe('/bet-record?x=1');
    expect(useSession.getState().user).toMatchObject({ uid: 42, nick: 'player42', email: 'p42@example.com' });
    expect(localStorage.getItem(storageKey('login_info'))).toContain('"uid":42');
    expect(localStorage.getItem(storageKey('login_info'))).not.toContain('public-sid');
  });

  it('a stored redirect (a gated action) is followed after login, once', async () => {
    fakeServer({ '/api/piranha/user/account/email/login': { data: loginInfo(8) } });
    storeRedirect('/wallet/deposit');
    const { container } = await renderAt('/loginb');
    await type(textbox(container, 'Email'), 'ana@example.com');
    await type(textbox(container, 'Password'), 'secret-123');
    await submit(container, 'Log in');
    expect(where(container)).toBe('/wallet/deposit');
    expect(localStorage.getItem(storageKey('redirect_path'))).toBeNull();
  });

  it('code login: Send code starts a 60 s countdown, then 6 digits log in', async () => {
    const server = fakeServer({
      '/api/user/account/email/code/send': { data: {} },
      '/api/piranha/user/account/email/code/login': { data: loginInfo(11) },
    });
    const { container } = await renderAt('/loginb');
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const accountCalls = () => server.calls.filter((c) => c.path.includes('/account/'));
    await click(getByRole(container, 'tab', 'Email code'));
    await type(textbox(container, 'Email'), 'ana@example.com');
    await click(getByRole(container, 'button', 'Send code'));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(accountCalls()[0]).toEqual({
      path: '/api/user/account/email/code/send',
      body: { email: 'ana@example.com', purpose: 'login' },
    });
    const resend = getByRole(container, 'button', /^Resend in \d+ s$/) as HTMLButtonElement;
    expect(resend.textContent).toBe('Resend in 60 s');
    expect(resend.disabled).toBe(true);
    // One second at a time, the way the countdown re-arms after each render.
    const tick = () =>
      act(async () => {
        await vi.advanceTimersByTimeAsync(1_000);
      });
    for (let i = 0; i < 59; i++) await tick();
    expect(resend.textContent).toBe('Resend in 1 s');
    expect(resend.disabled).toBe(true);
    await tick();
    expect(getByRole(container, 'button', 'Resend code').hasAttribute('disabled')).toBe(false);
    await type(textbox(container, 'Code'), '12a34567');
    expect(textbox(container, 'Code').value).toBe('123456');
    await click(getByRole(container, 'button', 'Log in'));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(accountCalls()[1]!.body).toEqual({ email: 'ana@example.com', code: '123456' });
    expect(useSession.getState().user?.uid).toBe(11);
  });

  it('a wrong code shows the code message (100011)', async () => {
    fakeServer({
      '/api/piranha/user/account/email/code/login': { dm_error: 100011, error_msg: '' },
    });
    const { container } = await renderAt('/loginb');
    await click(getByRole(container, 'tab', 'Email code'));
    await type(textbox(container, 'Email'), 'ana@example.com');
    await type(textbox(container, 'Code'), '000000');
    await submit(container, 'Log in');
    expect(getByRole(container, 'alert').textContent).toBe('The code is wrong or has expired.');
  });

  it('a link with email_code logs in at once', async () => {
    const server = fakeServer({ '/api/piranha/user/account/email/code/login': { data: loginInfo(12) } });
    const { container } = await renderAt('/loginb?email=ana%40example.com&email_code=654321');
    await settle();
    expect(server.calls.find((c) => c.path.endsWith('/email/code/login'))!.body).toEqual({
      email: 'ana@example.com',
      code: '654321',
    });
    expect(useSession.getState().user?.uid).toBe(12);
    expect(where(container)).toBe('/');
  });
});

describe('register and tourist', () => {
  it('register needs 8 characters, then logs the new player in', async () => {
    const server = fakeServer({ '/api/piranha/user/account/email/register': { data: loginInfo(20) } });
    const { container } = await renderAt('/email-register');
    await type(textbox(container, 'Email'), 'new@example.com');
    await type(textbox(container, 'Password'), 'short');
    await submit(container, 'Register');
    expect(container.textContent).toContain('Use at least 8 characters.');
    expect(server.paths()).not.toContain('/api/piranha/user/account/email/register');
    await type(textbox(container, 'Password'), 'long-enough');
    await submit(container, 'Register');
    // Issue #21: the terms and the age are confirmed first.
    expect(container.textContent).toContain('Accept the terms and conditions to register.');
    expect(server.paths()).not.toContain('/api/piranha/user/account/email/register');
    for (const box of container.querySelectorAll<HTMLInputElement>('input[type=checkbox]')) {
      act(() => box.click());
    }
    await submit(container, 'Register');
    expect(server.calls.find((c) => c.path.endsWith('/email/register'))!.body).toEqual({
      email: 'new@example.com',
      password: 'long-enough',
      terms_accepted: true,
      age_confirmed: true,
    });
    expect(useSession.getState().user?.uid).toBe(20);
  });

  it('Play as guest, then save an e-mail: the same uid, no longer a tourist', async () => {
    const server = fakeServer({
      '/api/piranha/user/account/v2/visitor_login': { data: loginInfo(31, { visitor: 1, email: '' }) },
      '/api/piranha/user/account/visitor/bind': (body) => ({ data: loginInfo(31, { email: body.email }) }),
    });
    const login = await renderAt('/loginb');
    await submit(login.container, 'Play as guest');
    expect(useSession.getState().user).toMatchObject({ uid: 31, visitor: true });
    cleanup();
    const save = await renderAt('/save-email');
    expect(save.container.textContent).toContain('ID 31');
    await type(textbox(save.container, 'Email'), 'guest@example.com');
    await type(textbox(save.container, 'Password'), 'guest-pass-1');
    await submit(save.container, 'Save');
    expect(server.paths().filter((p) => p.includes('/account/'))).toEqual([
      '/api/piranha/user/account/v2/visitor_login',
      '/api/piranha/user/account/visitor/bind',
    ]);
    expect(useSession.getState().user).toMatchObject({ uid: 31, visitor: false, email: 'guest@example.com' });
    expect(queryAllByRole(save.container, 'alert')).toHaveLength(0);
  });
});

describe('finish sign-up (issue #21): the market fields on the sign-ups without the form', () => {
  async function renderWithPrompt(url: string) {
    const view = await render(
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path="/loginb" element={<LoginPage />} />
          <Route path="*" element={<p>elsewhere</p>} />
        </Routes>
        <SignUpPrompt />
      </MemoryRouter>,
    );
    await settle();
    return view;
  }

  it('a new tourist is asked for the terms and age in a dialog, then the same call goes again with them', async () => {
    const server = fakeServer({
      '/api/piranha/user/account/v2/visitor_login': (body) =>
        body.terms_accepted === true && body.age_confirmed === true
          ? { data: loginInfo(41, { visitor: 1, email: '' }) }
          : { status: 400, dm_error: 6725, error_msg: 'Accept the terms and conditions to register.' },
    });
    const { container } = await renderWithPrompt('/loginb');
    await submit(container, 'Play as guest');
    const dialog = getByRole(container, 'dialog', 'Finish signing up');
    expect(useSession.getState().user).toBeNull();
    // Nothing is sent again until both are confirmed.
    await submit(dialog, 'Create account');
    expect(dialog.textContent).toContain('Accept the terms and conditions to register.');
    expect(server.paths().filter((p) => p.endsWith('/visitor_login'))).toHaveLength(1);
    for (const box of dialog.querySelectorAll<HTMLInputElement>('input[type=checkbox]')) {
      act(() => box.click());
    }
    await submit(dialog, 'Create account');
    const sent = server.calls.filter((c) => c.path.endsWith('/visitor_login')).map((c) => c.body);
    expect(sent).toEqual([{}, { terms_accepted: true, age_confirmed: true }]);
    expect(useSession.getState().user).toMatchObject({ uid: 41, visitor: true });
    expect(queryAllByRole(container, 'dialog')).toHaveLength(0);
  });

  it('closing the dialog leaves the player a visitor with a message', async () => {
    fakeServer({
      '/api/piranha/user/account/v2/visitor_login': { status: 400, dm_error: 6725, error_msg: 'terms' },
    });
    const { container } = await renderWithPrompt('/loginb');
    await submit(container, 'Play as guest');
    await submit(getByRole(container, 'dialog', 'Finish signing up'), 'Cancel');
    expect(queryAllByRole(container, 'dialog')).toHaveLength(0);
    expect(getByRole(container, 'alert').textContent).toBe(
      'The sign-up was not finished. Try again when you are ready.',
    );
    expect(useSession.getState().user).toBeNull();
  });
});

describe('account info: editing the nickname', () => {
  const INFO = '/api/user/account/info/query';
  const UPDATE = '/api/user/account/info/update';
  const loggedIn = () => useSession.getState().setUser(fromServerInfo(loginInfo(7)));
  const renderInfo = async () => {
    const view = await render(
      <MemoryRouter initialEntries={['/setting/account-info']}>
        <AccountInfoPage />
      </MemoryRouter>,
    );
    await settle();
    return view;
  };

  it('saves the trimmed nick; the page and the session store show it', async () => {
    loggedIn();
    const server = fakeServer({
      [INFO]: { data: loginInfo(7) },
      [UPDATE]: (body) => ({ data: loginInfo(7, { nick: body.nick, profile: { nick: body.nick } }) }),
    });
    const { container } = await renderInfo();
    expect(container.textContent).toContain('player7');
    await click(getByRole(container, 'button', 'Edit nickname'));
    const input = textbox(container, 'Nickname');
    expect(input.value).toBe('player7');
    await type(input, '  Ana Luíza  ');
    await submit(container, 'Save');
    expect(server.calls.find((c) => c.path === UPDATE)?.body).toEqual({ nick: 'Ana Luíza' });
    expect(useSession.getState().user?.nick).toBe('Ana Luíza');
    expect(container.querySelector('form[aria-label="Edit nickname"]')).toBeNull();
    expect(getByRole(container, 'button', 'Edit nickname').closest('dd')!.textContent).toContain('Ana Luíza');
  });

  it('checks the nick inline and calls nothing while it is wrong', async () => {
    loggedIn();
    const server = fakeServer({ [INFO]: { data: loginInfo(7) } });
    const { container } = await renderInfo();
    await click(getByRole(container, 'button', 'Edit nickname'));
    await type(textbox(container, 'Nickname'), 'a');
    await submit(container, 'Save');
    expect(container.textContent).toContain('Use 2 to 24 characters.');
    expect(textbox(container, 'Nickname').getAttribute('aria-invalid')).toBe('true');
    await type(textbox(container, 'Nickname'), '<script>');
    expect(container.textContent).toContain(
      'Use only letters, digits, spaces, dots, dashes and underscores.',
    );
    expect(server.paths()).not.toContain(UPDATE);
    expect(useSession.getState().user?.nick).toBe('player7');
  });

  it("shows the server's refusal, keeps the old nick, and Cancel closes the form", async () => {
    loggedIn();
    fakeServer({
      [INFO]: { data: loginInfo(7) },
      [UPDATE]: { status: 400, dm_error: 1001, error_msg: 'The nickname must be 2 to 24 characters' },
    });
    const { container } = await renderInfo();
    await click(getByRole(container, 'button', 'Edit nickname'));
    await type(textbox(container, 'Nickname'), 'Valid Name');
    await submit(container, 'Save');
    expect(getByRole(container, 'alert').textContent).toBe('The nickname must be 2 to 24 characters');
    expect(useSession.getState().user?.nick).toBe('player7');
    await click(getByRole(container, 'button', 'Cancel'));
    expect(container.querySelector('form[aria-label="Edit nickname"]')).toBeNull();
    expect(container.textContent).toContain('player7');
  });

  it('Save is disabled while the call is pending', async () => {
    loggedIn();
    let release: () => void = () => {};
    vi.stubGlobal(
      'fetch',
      vi.fn((url: string) => {
        const answer = (data: unknown) => ({
          status: 200,
          ok: true,
          text: async () => JSON.stringify({ data, dm_error: 0, error_msg: '' }),
        });
        if (!url.includes('/info/update')) return Promise.resolve(answer(loginInfo(7)));
        return new Promise((resolve) => {
          release = () => resolve(answer(loginInfo(7, { nick: 'Slow Poke' })));
        });
      }),
    );
    const { container } = await renderInfo();
    await click(getByRole(container, 'button', 'Edit nickname'));
    await type(textbox(container, 'Nickname'), 'Slow Poke');
    await submit(container, 'Save');
    expect((getByRole(container, 'button', 'Save') as HTMLButtonElement).disabled).toBe(true);
    await act(async () => release());
    await settle();
    expect(useSession.getState().user?.nick).toBe('Slow Poke');
  });
});
