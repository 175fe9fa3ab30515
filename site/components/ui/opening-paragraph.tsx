import { WithCodes } from '../../islands/ui/with-codes';
/** A page's opening: the first paragraph set large as the lead, the rest as body copy. */
export function LeadIntro({ paragraphs }: { paragraphs: readonly string[] }) {
  const [lead, ...rest] = paragraphs;
  return (
    <>
      <p className="text-2xl leading-snug font-semibold text-brand-900">
        <WithCodes text={lead} />
      </p>
      {rest.map((p) => (
        <p key={p.slice(0, 40)} className="mt-5 text-lead text-muted">
          <WithCodes text={p} />
        </p>
      ))}
    </>
  );
}
