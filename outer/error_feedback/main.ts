import * as endpoints from '../../core/contract/endpoints-core';
import { resolveBrand } from '../../core/brand/resolve';
import { isEnvelope } from '../../core/contract/envelope';
import { feedbackTexts, type FeedbackTexts } from './texts';

/**
 * The stand-alone issue-report page (/outer/error_feedback/index.html?country=BR), opened by the crash
 * fallback's Report Issue button. Vanilla TS, no React: it must load when the app itself does not.
 */
const query = new URLSearchParams(window.location.search);
const country = (query.get('country') ?? '').trim().toUpperCase().slice(0, 8);

function storedLang(): string | null {
  try {
    return window.localStorage.getItem('lang');
  } catch {
    return null;
  }
}

function storedAppKey(): string | null {
  try {
    return window.localStorage.getItem('app_key');
  } catch {
    return null;
  }
}

const lang = query.get('lang') || storedLang() || navigator.language;
const texts = feedbackTexts(lang);
document.documentElement.lang = lang.toLowerCase().startsWith('pt')
  ? 'pt-BR'
  : lang.toLowerCase().startsWith('es')
    ? 'es-MX'
    : 'en';

// Same brand as the app: the app_key it remembered, else the host (an unknown stored key falls back to the host).
let resolution = resolveBrand({ appKey: storedAppKey(), host: window.location.host });
if (!resolution.ok) resolution = resolveBrand({ host: window.location.host });
const appKey = resolution.ok ? resolution.brand.appKey : '';
const appName = resolution.ok ? resolution.brand.name : '';

const $ = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;

function translate(t: FeedbackTexts): void {
  document.title = t.title;
  for (const el of document.querySelectorAll<HTMLElement>('[data-t]')) {
    const key = el.dataset.t as keyof FeedbackTexts;
    const value = t[key];
    if (typeof value === 'string') el.textContent = value;
  }
  $('fb-country').textContent = country ? t.country(country) : '';
}

function setStatus(text: string, kind: 'ok' | 'error' | ''): void {
  const status = $('fb-status');
  status.textContent = text;
  status.className = kind;
}

/** Posts the report; resolves true when the server accepted it. */
async function sendFeedback(content: string, contact: string): Promise<boolean> {
  const body = {
    country: country || 'NA',
    content: content.slice(0, 2000),
    contact: contact.slice(0, 200) || undefined,
    page_url: document.referrer.slice(0, 1024) || undefined,
  };
  try {
    const res = await fetch(`${endpoints.feedbackAdd.path}?ts=${Date.now()}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Appkey: appKey, Appname: appName },
      credentials: 'include',
      body: JSON.stringify(body),
    });
    const json: unknown = await res.json().catch(() => null);
    return res.ok && isEnvelope(json) && json.dm_error === 0;
  } catch {
    return false;
  }
}

translate(texts);
const form = $<HTMLFormElement>('fb-form');
const submit = $<HTMLButtonElement>('fb-submit');
form.addEventListener('submit', (event) => {
  event.preventDefault();
  const content = $<HTMLTextAreaElement>('fb-content').value.trim();
  const contact = $<HTMLInputElement>('fb-contact').value.trim();
  if (!content) {
    setStatus(texts.empty, 'error');
    $('fb-content').focus();
    return;
  }
  submit.disabled = true;
  setStatus(texts.sending, '');
  void sendFeedback(content, contact).then((ok) => {
    submit.disabled = false;
    if (ok) {
      form.reset();
      setStatus(texts.success, 'ok');
    } else {
      setStatus(texts.failure, 'error');
    }
  });
});
