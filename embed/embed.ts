// embed.js: what a partner pastes. Each `<script src=".../embed.js" data-target="#el">` puts the standalone app
// in an iframe inside #el (our origin keeps the session and the styles, as payment widgets do), sizes it to its
// content and relays the app's events to the page. docs/api.md, "Embedding Uptick in a partner site" is the partner's guide.
import { checkPartnerTheme, type PartnerTheme } from '../src/core/theme.js';

type Handler = (data: unknown, widget: Widget) => void;

export interface WidgetOptions {
  /** A language we speak (`en`, `zh-TW`…); otherwise the visitor's stored choice or device language. */
  lang?: string;
  /** The first screen, e.g. `/pages/index/index`. */
  route?: string;
  /** `false` (or the attribute `data-tab-bar="false"`) hides the tab bar. */
  tabBar?: boolean | string;
  /** `light`, `dark` (the partner's page decides) or `auto` (the visitor's choice, else the device's). */
  theme?: string;
  /** The partner's colour for buttons, links and the chart's line, `#rrggbb` or `#rgb`; never the rise and fall colours. */
  accent?: string;
}

export interface Widget {
  element: Element;
  frame: HTMLIFrameElement;
  /** Whether the app inside has said `ready`. */
  ready: boolean;
  open(route: string): void;
  /** Changes this widget's theme and accent live; a key left out stays as it was. */
  setTheme(options: PartnerTheme): void;
  on(event: string, fn: Handler): Widget;
}

interface Api {
  widgets: Widget[];
  embed(target: string | Element, options?: WidgetOptions): Widget | undefined;
  open(route: string, target?: string | Element): void;
  /** Every widget's theme and accent (or the one in `target`'s), and every inline mount's when uptick.js is here too. */
  setTheme(options: PartnerTheme, target?: string | Element): void;
  on(event: string, fn: Handler): Api;
}

/** After the frame has loaded, how long the app may take to say `ready` before we call the frame refused. */
const readyGraceMs = 3000;

const w = window as unknown as { Uptick?: Partial<Api> };
const script = document.currentScript as HTMLScriptElement | null;
// The page may also carry uptick.js (an inline mount), whose global is `Uptick` too: we add to it, not replace it.
const api = (w.Uptick ??= {}) as Api;
const fail = (text: string) => console.error(`Uptick embed: ${text}`);
/** The valid part of a theme and accent; each refused value is said on the console, named as the partner wrote it. */
const checked = (given: PartnerTheme, name: (key: string) => string) => {
  const { valid, problems } = checkPartnerTheme(given, name);
  problems.forEach(fail);
  return valid;
};

if (!api.embed && script) {
  const origin = new URL(script.src).origin;
  const everyWidget: Record<string, Handler[]> = {};
  api.widgets = [];

  api.embed = (target, options = {}) => {
    const element = typeof target === 'string' ? document.querySelector(target) : target;
    if (!element) {
      fail(`no element matches data-target="${target}". Put an element with that selector (e.g. <div id="uptick"></div>) in the page, or fix the selector.`);
      return;
    }
    const handlers: Record<string, Handler[]> = {};
    let pending: string | undefined;
    // A theme set before the app said ready, sent once it has (the address carries only the first one).
    let pendingTheme: PartnerTheme | undefined;
    const frame = document.createElement('iframe');
    const query = new URLSearchParams({ embed: location.origin });
    if (options.lang) query.set('lang', options.lang);
    if (String(options.tabBar) === 'false') query.set('tabBar', '0');
    const look = checked(options, (key) => key);
    if (look.theme) query.set('theme', look.theme);
    if (look.accent) query.set('accent', look.accent);
    frame.src = `${origin}/?${query}#${options.route || '/'}`;
    frame.title = 'Uptick';
    // A phone screen's height until the app reports its own.
    frame.style.cssText = 'display:block;width:100%;height:640px;border:0';
    const post = (message: object) => frame.contentWindow?.postMessage(message, origin);
    const widget: Widget = {
      element,
      frame,
      ready: false,
      open: (route) => (widget.ready ? post({ open: route }) : (pending = route)),
      setTheme(given) {
        const theme = checked(given, (key) => key);
        if (widget.ready) post({ theme });
        else pendingTheme = { ...pendingTheme, ...theme };
      },
      on(event, fn) {
        (handlers[event] ??= []).push(fn);
        return widget;
      },
    };
    const emit = (event: string, data: unknown) => {
      for (const fn of [...(handlers[event] ?? []), ...(everyWidget[event] ?? [])]) fn(data, widget);
    };
    addEventListener('message', (e) => {
      // Only our origin, and only this widget's own frame (several widgets share the page).
      if (e.origin !== origin || e.source !== frame.contentWindow || typeof e.data?.uptick !== 'string') return;
      const { uptick: event, data } = e.data;
      if (event === 'ready') {
        widget.ready = true;
        if (pending) post({ open: pending });
        if (pendingTheme) post({ theme: pendingTheme });
      }
      if (event === 'resize') frame.style.height = `${data}px`;
      emit(event, data);
    });
    frame.addEventListener('load', () =>
      setTimeout(() => {
        if (!widget.ready) {
          fail(
            `the frame from ${origin} in ${typeof target === 'string' ? target : 'its element'} did not start. If the console shows a frame-ancestors violation, ask the Uptick operator to add ${location.origin} to PARTNER_ORIGINS.`,
          );
        }
      }, readyGraceMs),
    );
    element.replaceChildren(frame);
    api.widgets.push(widget);
    return widget;
  };

  api.open = (route, target) => {
    const element = typeof target === 'string' ? document.querySelector(target) : target;
    const widget = target ? api.widgets.find((x) => x.element === element) : api.widgets[0];
    if (widget) widget.open(route);
    else fail(`Uptick.open: no widget ${target ? `in ${String(target)}` : 'on this page yet'}.`);
  };

  // uptick.js, loaded first, brought the inline mounts' own setTheme: a call without a target changes them too.
  const inline = api.setTheme as ((options: PartnerTheme) => void) | undefined;
  api.setTheme = (options, target) => {
    const element = typeof target === 'string' ? document.querySelector(target) : target;
    const theme = checked(options, (key) => key);
    for (const widget of api.widgets) if (!target || widget.element === element) widget.setTheme(theme);
    if (!target) inline?.(theme);
  };

  api.on = (event, fn) => {
    (everyWidget[event] ??= []).push(fn);
    return api;
  };
}

// Each script tag with a data-target is one widget (a bare tag only brings `Uptick.embed`); a script placed before
// its target waits for the page to be parsed.
if (script) {
  const data = script.dataset;
  const start = () => {
    // The attributes checked here, so that a refusal names the attribute (`data-theme`), not the option.
    if (data.target) api.embed(data.target, { lang: data.lang, route: data.route, tabBar: data.tabBar, ...checked(data, (key) => `data-${key}`) });
    else if (Object.keys(data).length) fail('the script tag has no data-target. Add data-target="#uptick" (a selector of the element to fill).');
  };
  if (document.readyState === 'loading') addEventListener('DOMContentLoaded', start);
  else start();
}
