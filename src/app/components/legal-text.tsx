import { Fragment } from 'react';
import { useQuery } from '@tanstack/react-query';
import { fillPlaceholders, inlineParts, parseLegalMarkdown, type Subprocessor } from '#shared/legal/legal-document.ts';
import { placeholderValues } from '#shared/legal/placeholders.ts';
import { publicConfigQuery } from '../api/queries.ts';
import { ScrollArea } from './scroll-area.tsx';

function Inline({ text }: { text: string }) {
  return (
    <>
      {inlineParts(text).map((part, index) =>
        part.bold ? <strong key={index}>{part.text}</strong> : <Fragment key={index}>{part.text}</Fragment>,
      )}
    </>
  );
}

function Annex1({ rows }: { rows: Subprocessor[] }) {
  return (
    <ScrollArea label="Unterauftragsverarbeiter">
      <table>
        <thead>
          <tr>
            <th scope="col">Unternehmen</th>
            <th scope="col">Anschrift/Land</th>
            <th scope="col">Ort der Verarbeitung</th>
            <th scope="col">Beschreibung der Leistung</th>
            <th scope="col">Vertragliche Grundlage</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.company}>
              <td>{row.company}</td>
              <td>{row.address}</td>
              <td>{row.region}</td>
              <td>{row.service}</td>
              <td>{row.basis}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollArea>
  );
}

/**
 * Renders one legal text as semantic HTML (no raw HTML from the text reaches the page). The
 * placeholders come from the configuration (the IT contact in the text's language) and `values`
 * (a company's name). `topLevel` is the heading level of the text's title: 1 on a page of its own,
 * lower inside a page that has its own headings.
 */
export function LegalText({
  markdown,
  lang,
  values: extra = {},
  topLevel = 1,
  className = 'legal card',
}: {
  markdown: string;
  lang: string;
  values?: Record<string, string>;
  topLevel?: 1 | 2 | 3 | 4;
  className?: string;
}) {
  const { data: config } = useQuery(publicConfigQuery);
  if (!config) return null;
  const values = { ...placeholderValues(config), itContact: config.itContact[lang === 'en' ? 'en' : 'de'], ...extra };
  return (
    <article className={className} lang={lang}>
      {parseLegalMarkdown(markdown).map((block, index) => {
        if (block.type === 'annex1') return <Annex1 key={index} rows={config.subprocessors} />;
        if (block.type === 'list') {
          const items = block.items.map((item, i) => (
            <li key={i}>
              <Inline text={fillPlaceholders(item, values)} />
            </li>
          ));
          return block.ordered ? <ol key={index}>{items}</ol> : <ul key={index}>{items}</ul>;
        }
        const text = <Inline text={fillPlaceholders(block.text, values)} />;
        if (block.type === 'paragraph') return <p key={index}>{text}</p>;
        const Heading = `h${Math.min(6, block.level + topLevel - 1)}` as `h${1 | 2 | 3 | 4 | 5 | 6}`;
        return <Heading key={index}>{text}</Heading>;
      })}
    </article>
  );
}
