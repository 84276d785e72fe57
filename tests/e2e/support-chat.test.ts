/**
 * The live support chat in Chromium against the production build (issue #24): the demo player opens /support
 * and writes; the support operator signs in at /ops with password and TOTP, finds the conversation in the
 * Canned answers screen, writes a new canned answer in the chat's language, finds the conversation in the
 * Support chat queue, takes it and answers with that canned answer; the player sees the answer arrive
 * (pushed over the WebSocket, no reload).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launch, phoneContext, trackErrors } from './support/browser';
import { opsSignIn } from './support/ops';
import { startServer, type RunningServer } from './support/server';

const WAIT = { timeout: 20_000 };

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  server = await startServer();
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
  await server?.dispose();
});

describe('support chat', () => {
  it('player writes, the support operator takes it and answers with a canned answer, the player sees it', async () => {
    const context = await phoneContext(browser);
    const page = await context.newPage();
    const errors = trackErrors(page);
    await page.goto(server.url + '/loginb');
    await page.getByRole('textbox', { name: 'Email' }).fill('demo@placarbet.com.br');
    await page.getByLabel('Password', { exact: true }).fill('demo-player-2026');
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await page.getByLabel('Balance', { exact: true }).waitFor(WAIT);

    await page.goto(server.url + '/support');
    const log = page.getByRole('log', { name: 'Chat messages' });
    // The seeded earlier conversation is the history.
    await expect.poll(() => log.getByText('Caiu sim, obrigado!').count(), WAIT).toBe(1);
    const question = `Where is my withdrawal? ${Date.now()}`;
    await page.getByLabel('Your message').fill(question);
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect.poll(() => log.getByText(question).count(), WAIT).toBe(1);

    const {
      context: ops,
      page: opsPage,
      errors: opsErrors,
    } = await opsSignIn(browser, server.url, 'support@ops.placarbet.com.br');
    const nav = opsPage.getByRole('navigation', { name: 'Sections' });

    // A new canned answer, in the brand's language (the form's default: the chat's language).
    const cannedTitle = `Pix ${Date.now() % 1_000_000}`;
    const cannedText = `Seu saque via Pix foi enviado agora (${cannedTitle}).`;
    await nav.getByRole('link', { name: 'Canned answers' }).click();
    const cannedTable = opsPage.getByRole('table', { name: 'Canned answers' });
    await expect.poll(() => cannedTable.getByRole('row').count(), WAIT).toBeGreaterThan(1);
    await opsPage.getByRole('button', { name: 'New answer' }).click();
    const form = opsPage.getByRole('dialog', { name: 'New answer' });
    expect(await form.getByLabel('Language').inputValue()).toBe('pt-BR');
    await form.getByLabel('Title').fill(cannedTitle);
    await form.getByLabel('Text', { exact: true }).fill(cannedText);
    await form.getByLabel('Reason').fill('Pix questions this week');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect
      .poll(() => cannedTable.getByRole('row').filter({ hasText: cannedTitle }).count(), WAIT)
      .toBe(1);

    await nav.getByRole('link', { name: 'Support chat' }).click();
    const queue = opsPage.getByRole('navigation', { name: 'Conversations' });
    const item = queue.getByRole('button').filter({ hasText: question });
    await expect.poll(() => item.count(), WAIT).toBe(1);
    expect(await item.innerText()).toContain('Waiting');
    await item.click();
    await opsPage.getByRole('button', { name: 'Take' }).click();
    await expect.poll(() => item.innerText(), WAIT).toContain('Yours');
    await opsPage.getByLabel('Canned answer').selectOption({ label: `${cannedTitle} · Português` });
    const answer = await opsPage.getByRole('textbox', { name: 'Answer' }).inputValue();
    expect(answer).toBe(cannedText);
    await opsPage.getByRole('button', { name: 'Send', exact: true }).click();

    // Pushed to the player's open page.
    await expect.poll(() => log.getByText(answer).count(), WAIT).toBe(1);
    await expect.poll(() => log.getByText('Sofia Support joined the chat').count(), WAIT).toBe(2);
    expect(errors).toEqual([]);
    expect(opsErrors).toEqual([]);
    await ops.close();
    await context.close();
  });
});
