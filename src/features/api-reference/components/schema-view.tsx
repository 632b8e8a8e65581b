// A JSON Schema drawn as nested lists: each property's name, type, whether it is required and its
// constraints, with objects and arrays opened below their property. The schema as written is
// offered too, folded away.
import { useMemo, useState, type ReactNode } from 'react';
import { describeSchema, hasStructure, type SchemaNode } from '../utils/describe-schema';
import type { JsonSchema, OpenApiDocument } from '../utils/openapi';

/** 'Service (object)', 'array of Service', or 'Admin (shown above)' for a schema inside itself. */
export function typeLabel(node: SchemaNode): string {
  if (node.recursive) return `${node.type} (shown above)`;
  return node.name && node.name !== node.type ? `${node.name} (${node.type})` : node.type;
}

export interface ListItem {
  name: string;
  required: boolean;
  schema: SchemaNode;
  /** Words after the type, such as 'in path'. */
  note?: string;
  /** An example value, shown as JSON. */
  example?: unknown;
}

export function PropertyList({ items }: { items: ListItem[] }) {
  return (
    <ul className="api-props">
      {items.map((item) => (
        <li key={item.name} className="api-prop">
          <p className="api-prop__line">
            <code className="api-prop__name">{item.name}</code> <span className="api-prop__type">{typeLabel(item.schema)}</span>
            {item.note ? <span className="api-prop__note"> {item.note}</span> : null}{' '}
            <span className={item.required ? 'badge badge--primary' : 'badge'}>{item.required ? 'required' : 'optional'}</span>
          </p>
          {item.schema.constraints.length ? <p className="api-prop__constraints">{item.schema.constraints.join('; ')}</p> : null}
          {item.schema.description ? <p className="api-prop__description prewrap">{item.schema.description}</p> : null}
          {item.example !== undefined ? (
            <p className="api-prop__constraints">
              Example: <code>{JSON.stringify(item.example)}</code>
            </p>
          ) : null}
          {item.schema.properties?.length ? (
            <div className="api-schema__nested">
              <SchemaStructure node={item.schema} />
            </div>
          ) : hasStructure(item.schema) ? (
            // An array's item, a map's values and variants indent themselves (Nested).
            <SchemaStructure node={item.schema} />
          ) : null}
        </li>
      ))}
    </ul>
  );
}

function Nested({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="api-schema__nested">
      <p className="api-schema__nested-title">{title}</p>
      {children}
    </div>
  );
}

/** What sits below a type line: properties, an array's item, a map's values, the variants. */
function SchemaStructure({ node }: { node: SchemaNode }) {
  return (
    <>
      {node.properties?.length ? <PropertyList items={node.properties} /> : null}
      {node.items ? (
        <Nested title={`Each item: ${typeLabel(node.items)}`}>
          <SchemaStructure node={node.items} />
        </Nested>
      ) : null}
      {node.values ? (
        <Nested title={`Each value: ${typeLabel(node.values)}`}>
          <SchemaStructure node={node.values} />
        </Nested>
      ) : null}
      {node.variants?.map((variant, index) => (
        <Nested key={index} title={`Variant ${index + 1}: ${typeLabel(variant)}`}>
          <SchemaStructure node={variant} />
        </Nested>
      ))}
    </>
  );
}

/**
 * A schema folded under its type line. The document has some 50 operations with several answers
 * each: drawn open, their schemas come to about 15,000 elements, slow on a phone (and for axe).
 * So a schema's tree is built only once its disclosure is opened.
 */
export function SchemaView({ schema, doc, contentType }: { schema: JsonSchema | undefined; doc: OpenApiDocument; contentType?: string }) {
  const node = useMemo(() => describeSchema(schema, doc), [schema, doc]);
  const [open, setOpen] = useState(false);
  return (
    <details className="api-schema" onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary>
        {contentType ? `Schema (${contentType}): ` : 'Schema: '}
        <span className="api-prop__type">{typeLabel(node)}</span>
        {node.constraints.length ? <span className="api-prop__constraints"> ({node.constraints.join('; ')})</span> : null}
      </summary>
      {open ? (
        <>
          {node.description ? <p className="api-prop__description prewrap">{node.description}</p> : null}
          {hasStructure(node) ? <SchemaStructure node={node} /> : null}
          {schema ? (
            <details className="api-raw">
              <summary>JSON Schema</summary>
              <pre className="api-code">{JSON.stringify(schema, null, 2)}</pre>
            </details>
          ) : null}
        </>
      ) : null}
    </details>
  );
}
