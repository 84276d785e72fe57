import { afterEach, describe, expect, it, vi } from 'vitest';
import { CrashBoundary, resetCrashReportForTests } from '../../../src/app/crash/CrashBoundary';
import { crashTexts } from '../../../src/app/crash/crash-texts';
import { cleanup, click, getByRole, render } from './dom';

function Boom(): never {
  throw new Error('render failed');
}

/** The fallback's words arrive with its lazily loaded module. */
async function settled(container: HTMLElement): Promise<void> {
  await vi.waitFor(() => expect(container.querySelector('[role="alert"] h1')).not.toBeNull());
}

afterEach(() => {
  cleanup();
  resetCrashReportForTests();
  vi.restoreAllMocks();
});

describe('crash fallback (SPEC §2, §8)', () => {
  it('replaces a crashed tree with the spec texts, and reports the crash once', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const report = vi.fn();
    const { container } = await render(
      <>
        <CrashBoundary lang={() => 'en'} country={() => 'MX'} report={report}>
          <Boom />
        </CrashBoundary>
        <CrashBoundary lang={() => 'en'} country={() => 'MX'} report={report}>
          <Boom />
        </CrashBoundary>
      </>,
    );
    await settled(container);
    const alert = container.querySelector('[role="alert"]')!;
    expect(getByRole(alert, 'heading').textContent).toBe('Oops! Something went wrong.');
    expect(alert.textContent).toContain(
      '1. The page failed to load. Please click the refresh button to try again.',
    );
    expect(alert.textContent).toContain(
      "2. If the issue persists, contact us and we'll fix it as soon as possible.",
    );
    expect(report).toHaveBeenCalledTimes(1);
    expect((report.mock.calls[0]![0] as { error: Error }).error.message).toBe('render failed');
  });

  it('Refresh reloads the page and Report Issue opens the feedback page with the country', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({
      ...window.location,
      reload,
    } as unknown as Location);
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    const { container } = await render(
      <CrashBoundary lang={() => 'en'} country={() => 'BR'} report={() => {}}>
        <Boom />
      </CrashBoundary>,
    );
    await settled(container);
    await click(getByRole(container, 'button', 'Refresh'));
    expect(reload).toHaveBeenCalledTimes(1);
    await click(getByRole(container, 'button', 'Report Issue'));
    expect(open).toHaveBeenCalledWith('/outer/error_feedback/index.html?country=BR', '_blank', 'noopener');
  });

  it('speaks every interface language without lingui', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { container } = await render(
      <CrashBoundary lang={() => 'pt-BR'} country={() => 'BR'} report={() => {}}>
        <Boom />
      </CrashBoundary>,
    );
    await settled(container);
    expect(getByRole(container, 'heading').textContent).toBe('Ops! Algo deu errado.');
    expect(getByRole(container, 'button', 'Atualizar')).toBeTruthy();
    expect(crashTexts('es-MX').title).toBe('¡Uy! Algo salió mal.');
    expect(crashTexts('es-MX').report).toBe('Reportar problema');
    expect(crashTexts('ru').title).toBe('Ой! Что-то пошло не так.');
    const titles = ['en', 'es-MX', 'pt-BR', 'ru', 'vi', 'th', 'zh-CN', 'ms'].map((l) => crashTexts(l).title);
    expect(new Set(titles).size).toBe(8);
    expect(crashTexts('de').title).toBe('Oops! Something went wrong.');
  });
});
