import { Fragment } from 'react';
import { inlineParts, parseLegalMarkdown } from '#shared/legal/legal-document.ts';

/**
 * A company's policy text (decision 108) in the legal texts' Markdown subset: headings, paragraphs,
 * lists and **bold**, drawn as React elements, so nothing the employer typed reaches the page as
 * HTML. Headings start at `topLevel` (the page has its own above them).
 */
export function PolicyText({ text, topLevel = 3 }: { text: string; topLevel?: 2 | 3 | 4 }) {
  return (
    <div className="policy-text">
      {parseLegalMarkdown(text).map((block, index) => {
        if (block.type === 'heading') {
          const level = Math.min(6, topLevel + block.level - 1);
          const Heading = `h${level}` as 'h2' | 'h3' | 'h4' | 'h5' | 'h6';
          return (
            <Heading key={index}>
              <Inline text={block.text} />
            </Heading>
          );
        }
        if (block.type === 'list') {
          const items = block.items.map((item, i) => (
            <li key={i}>
              <Inline text={item} />
            </li>
          ));
          return block.ordered ? <ol key={index}>{items}</ol> : <ul key={index}>{items}</ul>;
        }
        if (block.type === 'paragraph') {
          return (
            <p key={index}>
              <Inline text={block.text} />
            </p>
          );
        }
        return null;
      })}
    </div>
  );
}

function Inline({ text }: { text: string }) {
  return (
    <>
      {inlineParts(text).map((part, index) =>
        part.bold ? <strong key={index}>{part.text}</strong> : <Fragment key={index}>{part.text}</Fragment>,
      )}
    </>
  );
}
