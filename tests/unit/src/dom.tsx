/**
 * A few helpers to render React trees in happy-dom and find elements the way a player (or a screen
 * reader) does: by role and accessible name. No testing library is installed; this is the small part of it
 * these tests need.
 */
import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { I18nProvider } from '@lingui/react';
import { i18n } from '@lingui/core';

export interface Rendered {
  container: HTMLElement;
  root: Root;
  unmount(): void;
}

const mounted: Rendered[] = [];

export async function render(ui: ReactNode): Promise<Rendered> {
  const container = document.createElement('div');
  document.body.appendChild(container);
  const root = createRoot(container);
  await act(async () => {
    root.render(<I18nProvider i18n={i18n}>{ui}</I18nProvider>);
  });
  const rendered = {
    container,
    root,
    unmount() {
      act(() => root.unmount());
      container.remove();
    },
  };
  mounted.push(rendered);
  return rendered;
}

export function cleanup(): void {
  while (mounted.length) mounted.pop()!.unmount();
}

const ROLE_SELECTORS: Record<string, string> = {
  button: 'button, [role="button"]',
  link: 'a[href]',
  heading: 'h1, h2, h3, h4, h5, h6, [role="heading"]',
  navigation: 'nav, [role="navigation"]',
  radio: 'input[type="radio"], [role="radio"]',
  tab: '[role="tab"]',
  tablist: '[role="tablist"]',
  tabpanel: '[role="tabpanel"]',
  alert: '[role="alert"]',
  article: 'article',
  listitem: 'li, [role="listitem"]',
  dialog: '[role="dialog"]',
};

export function accessibleName(el: Element): string {
  const label = el.getAttribute('aria-label');
  if (label) return label.trim();
  if (el instanceof HTMLInputElement) {
    const wrap = el.closest('label');
    if (wrap) return (wrap.textContent ?? '').trim();
  }
  return (el.textContent ?? '').replace(/\s+/g, ' ').trim();
}

export function queryAllByRole(scope: ParentNode, role: string, name?: string | RegExp): HTMLElement[] {
  const selector = ROLE_SELECTORS[role];
  if (!selector) throw new Error(`no selector for role ${role}`);
  return [...scope.querySelectorAll<HTMLElement>(selector)].filter((el) => {
    if (name === undefined) return true;
    const n = accessibleName(el);
    return typeof name === 'string' ? n === name : name.test(n);
  });
}

export function getByRole(scope: ParentNode, role: string, name?: string | RegExp): HTMLElement {
  const found = queryAllByRole(scope, role, name);
  if (found.length !== 1) {
    const all = queryAllByRole(scope, role).map(accessibleName);
    throw new Error(
      `expected one ${role} named ${String(name)}, found ${found.length}; ${role}s: ${JSON.stringify(all)}`,
    );
  }
  return found[0]!;
}

export async function click(el: HTMLElement): Promise<void> {
  await act(async () => {
    el.click();
  });
}

/** Lets pending promises and lazy imports settle inside act(). */
export async function settle(ms = 0): Promise<void> {
  await act(async () => {
    await new Promise((r) => setTimeout(r, ms));
  });
}
