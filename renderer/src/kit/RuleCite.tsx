/**
 * A rule citation after a sentence or beside a control, small and muted (STYLE.md, issue 27): "West edge" is the
 * label, "SETUP-2" the citation, never "West edge (SETUP-2)" as the label itself.
 */
export function RuleCite({ ids }: { ids: string }) {
  return (
    <span className="rule-cite" title={`RULES.md ${ids}`}>
      {ids}
    </span>
  );
}
