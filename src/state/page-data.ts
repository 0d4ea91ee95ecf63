/**
 * A JSON block the server put in the page (`<script type="application/json" id=…>`, see server/routes/web.ts),
 * so a first visit shows it without another round trip. Taken once: later reads ask the API.
 */
export function takePageData<T>(id: string): T | undefined {
  const element = document.getElementById(id);
  if (!element) return undefined;
  element.remove();
  try {
    return JSON.parse(element.textContent!) as T;
  } catch {
    return undefined;
  }
}
