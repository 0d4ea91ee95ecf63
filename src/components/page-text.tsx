/** A page body from the API as paragraphs (it is plain text split by blank lines: rendered as text, never markup). */
export function PageText({ body }: { body: string }) {
  return (
    <div className="up-prose">
      {body.split('\n\n').map((paragraph, i) => (
        <p key={i}>{paragraph}</p>
      ))}
    </div>
  );
}
