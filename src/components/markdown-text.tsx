import type { ReactNode } from 'react';

// **bold**, *italic*, `code` and [text](https://… or mailto:…); anything else, markup included, stays text.
const inline = /\*\*([^*]+)\*\*|\*([^*\s][^*]*)\*|`([^`]+)`|\[([^\]]+)\]\(([^)\s]+)\)/g;
const safeHref = /^(https?:\/\/|mailto:)/i;

function spans(text: string): ReactNode[] {
  const out: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(inline)) {
    const [whole, bold, italic, code, label, href] = match;
    const at = match.index ?? 0;
    out.push(text.slice(last, at));
    if (bold) out.push(<strong key={at}>{bold}</strong>);
    else if (italic) out.push(<em key={at}>{italic}</em>);
    else if (code) out.push(<code key={at}>{code}</code>);
    // A link to anywhere but the web or mail (javascript:, data:) is shown as the text that was written.
    else if (safeHref.test(href)) out.push(<a key={at} href={href} target="_blank" rel="noopener noreferrer nofollow">{label}</a>);
    else out.push(whole);
    last = at + whole.length;
  }
  out.push(text.slice(last));
  return out;
}

/** The lines of a paragraph with a line break between each. */
const lines = (block: string[]) => block.flatMap((line, i) => (i ? [<br key={i} />, ...spans(line)] : spans(line)));

const bullet = /^[-*] /;
const numbered = /^\d+\. /;

/** One block of lines with no blank line in it: a heading, a list, or a paragraph. */
function Block({ block }: { block: string[] }) {
  const first = block[0];
  if (block.length === 1 && /^#{1,3} /.test(first)) {
    const text = spans(first.replace(/^#+ /, ''));
    return first.startsWith('# ') ? <h3>{text}</h3> : <h4>{text}</h4>;
  }
  if (block.every((line) => bullet.test(line))) return <ul>{block.map((line, i) => <li key={i}>{spans(line.replace(bullet, ''))}</li>)}</ul>;
  if (block.every((line) => numbered.test(line))) return <ol>{block.map((line, i) => <li key={i}>{spans(line.replace(numbered, ''))}</li>)}</ol>;
  return <p>{lines(block)}</p>;
}

/**
 * A news body: plain text, or the Markdown an operator may use (headings, lists, emphasis, code, web links). Every
 * piece becomes a React element or text, and React escapes text, so markup in the body (a `<script>`, an
 * `<img onerror>`) shows as the characters it is and never reaches the DOM as HTML.
 */
export function MarkdownText({ body }: { body: string }) {
  const blocks = body
    .split(/\n\s*\n/)
    .map((block) => block.split('\n').map((line) => line.trim()).filter(Boolean))
    .filter((block) => block.length > 0);
  return (
    <div className="up-prose">
      {blocks.map((block, i) => (
        <Block key={i} block={block} />
      ))}
    </div>
  );
}
