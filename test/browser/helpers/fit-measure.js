// Runs in the page (fit.test.ts loads it before every document as plain JS, so no bundler helper leaks into it).
// `window.upFitMeasure()` lists what does not fit: each element whose text is wider or taller than its box, each
// Latin-script word or number that a line break splits, and each button, tile or tab whose label takes more than
// two lines. Chinese, Japanese, Korean and Thai break lines between characters by design, so their words are not
// checked, only the Latin words and numbers inside their text. Each finding is
// { kind: 'overflow' | 'break' | 'lines', selector, text, measure }; its element is outlined for the screenshot.
window.upFitMeasure = () => {
  const found = [];
  const skip = 'svg, input, select, textarea, option, script, style';
  const selectorOf = (el) => {
    const parts = [];
    for (let node = el; node && node !== document.body && parts.length < 3; node = node.parentElement) {
      const classes = [...node.classList].filter((c) => !c.startsWith('up-fit')).map((c) => `.${c}`).join('');
      parts.unshift(node.tagName.toLowerCase() + (node.id ? `#${node.id}` : '') + classes);
    }
    return parts.join(' > ');
  };
  const shown = (el) => {
    const style = getComputedStyle(el);
    return style.visibility !== 'hidden' && el.getClientRects().length > 0 && style.clip === 'auto';
  };
  const textOf = (el) => (el.innerText || el.textContent || '').replace(/\s+/g, ' ').trim().slice(0, 60);
  const overflowing = new Set();

  // Overflow: any element with text (its own or its children's) whose content is wider or taller than its box,
  // unless the overflow is meant: an ellipsis, or a box that scrolls that way. Inline boxes have no scroll size;
  // their block does.
  for (const el of document.body.querySelectorAll('*')) {
    if (el.matches(skip) || el.closest('svg') || !el.textContent?.trim() || !shown(el)) continue;
    const style = getComputedStyle(el);
    if (style.display === 'inline' || style.textOverflow === 'ellipsis') continue;
    const wide = el.scrollWidth > el.clientWidth + 1 && !/auto|scroll/.test(style.overflowX);
    const tall = el.scrollHeight > el.clientHeight + 1 && !/auto|scroll/.test(style.overflowY);
    if (wide || tall) overflowing.add(el);
  }
  // Name the innermost box that overflows: its ancestors overflow because of it.
  for (const el of overflowing) {
    if ([...overflowing].some((other) => other !== el && el.contains(other))) continue;
    el.style.outline = '2px solid magenta';
    const measure = [`scrollWidth ${el.scrollWidth}`, `clientWidth ${el.clientWidth}`, `scrollHeight ${el.scrollHeight}`, `clientHeight ${el.clientHeight} px`];
    found.push({ kind: 'overflow', selector: selectorOf(el), text: textOf(el), measure: measure.join(', ') });
  }
  if (document.documentElement.scrollWidth > innerWidth) {
    found.push({ kind: 'overflow', selector: 'html', text: '', measure: `the page scrolls sideways: scrollWidth ${document.documentElement.scrollWidth} > ${innerWidth} px` });
  }

  // A control's label on more than two lines (a period chip's two spans are its two): too long for its box.
  for (const el of document.body.querySelectorAll('button, .up-btn, .up-grid a, .up-tabs a')) {
    if (!shown(el)) continue;
    const tops = [];
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const r of range.getClientRects()) {
        if (r.width > 0 && !tops.some((top) => Math.abs(top - r.top) < r.height / 2)) tops.push(r.top);
      }
    }
    if (tops.length > 2) {
      el.style.outline = '2px dotted magenta';
      found.push({ kind: 'lines', selector: selectorOf(el), text: textOf(el), measure: `its label takes ${tops.length} lines` });
    }
  }

  // Breaks inside a word: each Latin-script word or number (letters, marks and digits, with . , ' inside) of each
  // text node, measured with a Range; its boxes on more than one line mean a break inside it. A break after a
  // hyphen or slash is a break between words.
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  const word = /[\p{Script=Latin}\p{M}\p{N}]+(?:[.,'’][\p{Script=Latin}\p{M}\p{N}]+)*/gu;
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const el = node.parentElement;
    if (!el || el.closest(skip) || !shown(el)) continue;
    // A reference or address (a long run of letters and digits) in a box meant to break it anywhere is no word.
    const breaksIds = getComputedStyle(el).overflowWrap === 'anywhere';
    for (const match of node.data.matchAll(word)) {
      if (match[0].length < 2 || (breaksIds && /^[0-9A-Za-z]{16,}$/.test(match[0]))) continue;
      const range = document.createRange();
      range.setStart(node, match.index);
      range.setEnd(node, match.index + match[0].length);
      const rects = [...range.getClientRects()].filter((r) => r.width > 0);
      if (rects.length < 2) continue;
      const tops = rects.map((r) => r.top);
      const lines = tops.filter((top, i) => tops.findIndex((other) => Math.abs(other - top) < rects[i].height / 2) === i).length;
      if (lines > 1) {
        el.style.outline = '2px dashed magenta';
        found.push({ kind: 'break', selector: selectorOf(el), text: textOf(el), measure: `"${match[0]}" is split across ${lines} lines` });
      }
    }
  }
  return found;
};
