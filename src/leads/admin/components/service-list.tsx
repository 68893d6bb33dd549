/**
 * The services a lead asked for, as a plain list: the engine's JSON editor is for developers
 * (and would load its code from another site).
 */
export function ServiceList({ value }: { value?: unknown }) {
  const services = Array.isArray(value) ? value.map(String) : [];
  return (
    <div className="field-type lead-services">
      <span className="field-label" id="lead-services-label">
        Services
      </span>
      {services.length ? (
        <ul aria-labelledby="lead-services-label">
          {services.map((service) => (
            <li key={service}>{service}</li>
          ))}
        </ul>
      ) : (
        <p>None given</p>
      )}
    </div>
  );
}
