/** The law and the courts of the two sets of terms (the company's seat: Barcelona). */
export function JurisdictionClause() {
  return (
    <p>
      Estas condiciones se rigen por la legislación española. Para cualquier controversia, las partes se someten a los
      Juzgados y Tribunales de Barcelona, salvo que la normativa de consumidores y usuarios establezca otro fuero.
    </p>
  );
}
