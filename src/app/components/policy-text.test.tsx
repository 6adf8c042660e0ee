import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { PolicyText } from './policy-text.tsx';

describe('a policy text', () => {
  it('draws headings, lists and bold from the Markdown subset, headings below the page’s own', () => {
    const html = renderToStaticMarkup(
      <PolicyText text={'Einleitung mit **Wichtigem**.\n\n## Geräte\n\n- sperren\n- aktualisieren\n\n1. melden'} />,
    );
    expect(html).toBe(
      '<div class="policy-text"><p>Einleitung mit <strong>Wichtigem</strong>.</p><h4>Geräte</h4>' +
        '<ul><li>sperren</li><li>aktualisieren</li></ul><ol><li>melden</li></ol></div>',
    );
  });

  it('shows what the employer typed as text, never as HTML', () => {
    const html = renderToStaticMarkup(
      <PolicyText
        text={'<img src=x onerror=alert(1)>\n\n# <script>alert(2)</script>\n\n- <a href="javascript:x">y</a>'}
      />,
    );
    expect(html).not.toMatch(/<img|<script|<a /);
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).toContain('<h3>&lt;script&gt;alert(2)&lt;/script&gt;</h3>');
  });
});
