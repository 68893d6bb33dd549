/** A row of figures at the top of the admin: a label and a value each, as many per row as fit. */
export function AdminFigures({
  figures,
}: {
  figures: readonly { key: string; label: string; value: string }[];
}) {
  return (
    <dl className="admin-figures">
      {figures.map((figure) => (
        <div key={figure.key} data-testid={`figure-${figure.key}`}>
          <dt>{figure.label}</dt>
          <dd>{figure.value}</dd>
        </div>
      ))}
    </dl>
  );
}
