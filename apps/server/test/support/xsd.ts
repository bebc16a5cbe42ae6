import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { validateXML } from 'xmllint-wasm';

// Validates a document against an ISO 20022 schema with libxml2 (as `xmllint --schema` would),
// offline: the schema is a fixture (test/fixtures/iso20022/README.md).

const fixtures = join(import.meta.dirname, '..', 'fixtures', 'iso20022');

/** The problems libxml2 finds in `xml` against the named schema; none when it is valid. */
export async function schemaProblems(xml: string, schema: 'pain.001.001.03'): Promise<string[]> {
  const result = await validateXML({
    xml: [{ fileName: 'document.xml', contents: xml }],
    schema: [{ fileName: `${schema}.xsd`, contents: readFileSync(join(fixtures, `${schema}.xsd`), 'utf8') }],
  });
  return result.valid ? [] : result.errors.map((e) => e.message);
}
