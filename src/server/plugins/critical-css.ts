import { createHash } from 'node:crypto';
import type { AtRule, ChildNode, Rule } from 'postcss';

/**
 * A piece of the stylesheet, in its order: a rule kept when the page holds what one of its
 * selectors names, a block (@media, @supports, @layer …) kept with whatever of it is kept,
 * or something always kept (@property, @keyframes, a layer order statement).
 */
type Piece =
  | { kind: 'rule'; css: string; needs: readonly (readonly string[])[] }
  | { kind: 'block'; open: string; pieces: readonly Piece[] }
  | { kind: 'always'; css: string };

/** What a page's critical stylesheet is made of: its text, and its hash for the CSP. */
export interface CriticalCss {
  css: string;
  /** 'sha256-…', as a Content-Security-Policy source lists it (without its quotes). */
  hash: string;
}

/** Finds, for any page, the part of one stylesheet that can apply to it. */
export interface CriticalCssFinder {
  of(html: string): CriticalCss;
}

/**
 * The stylesheet's rules that can apply to a page, found from its HTML alone (decision 0061):
 * a rule stays when some selector of it names only tags, classes and ids that the page has.
 * Combinators, attributes and pseudo-classes (:hover, :not(), :where()) are not checked, so the
 * part kept is a little more than what applies, never less: the page paints with it exactly as
 * with the whole stylesheet, which then arrives without holding the paint back, and nothing
 * moves. Rules for what only a script adds later (the app's dialogs, say) wait for the whole.
 *
 * postcss and its selector parser are loaded here, at the first page rendered, not at start.
 */
export async function criticalCssFinder(stylesheet: string): Promise<CriticalCssFinder> {
  const [{ default: postcss }, { default: selectorParser }] = await Promise.all([import('postcss'), import('postcss-selector-parser')]);
  const parser = selectorParser();

  /**
   * The tags, classes ('.x') and ids ('#x') a selector needs, outside the brackets of its
   * pseudo-classes but within an :is() or :where() of one selector (the minifier wraps whole
   * selectors in them: `:is(:where(.group):hover .group-hover\:x)`).
   */
  type Selector = ReturnType<typeof parser.astSync>['nodes'][number];
  const tokensIn = (selector: Selector): string[] =>
    selector.nodes.flatMap((node): string[] => {
      if (node.type === 'tag') return [node.value.toLowerCase()];
      if (node.type === 'class') return [`.${node.value}`];
      if (node.type === 'id') return [`#${node.value}`];
      if (node.type === 'pseudo' && /^:(is|where)$/i.test(node.value) && node.nodes.length === 1) return tokensIn(node.nodes[0]!);
      return [];
    });
  const needsOf = (selector: string): string[][] => {
    try {
      return parser.astSync(selector).nodes.map(tokensIn);
    } catch {
      return [[]]; // a selector it cannot read is kept: more, never less
    }
  };

  const piecesOf = (nodes: readonly ChildNode[]): Piece[] =>
    nodes.flatMap((node): Piece[] => {
      if (node.type === 'rule') return [{ kind: 'rule', css: node.toString(), needs: needsOf((node as Rule).selector) }];
      if (node.type !== 'atrule') return [];
      const rule = node as AtRule;
      // A block of rules is kept as far as its rules are; an at-rule of its own (@property,
      // @keyframes, @font-face, a layer order statement `@layer a, b;`) always, since which
      // layers come first is fixed where they are first named.
      if (!rule.nodes || /keyframes$/.test(rule.name) || rule.name === 'font-face' || rule.name === 'property') return [{ kind: 'always', css: rule.toString() }];
      return [{ kind: 'block', open: `@${rule.name}${rule.params ? ` ${rule.params}` : ''}{`, pieces: piecesOf(rule.nodes) }];
    });

  const pieces = piecesOf(postcss.parse(stylesheet).nodes);
  // Tailwind names its layers where it first uses them; a page whose kept part skips one
  // (no component of it on the page) would put it after the later ones, and the whole
  // stylesheet arriving after could not move it back. Their order, named once at the top:
  const layers = [...new Set(pieces.flatMap((piece) => (piece.kind === 'block' && piece.open.startsWith('@layer ') ? [piece.open.slice(7, -1)] : [])))];
  const layerOrder = layers.length > 1 ? `@layer ${layers.join(',')};` : '';

  const write = (list: readonly Piece[], has: ReadonlySet<string>): string => {
    let css = '';
    for (const piece of list) {
      if (piece.kind === 'always') css += piece.css;
      else if (piece.kind === 'rule') {
        if (piece.needs.some((needs) => needs.every((token) => has.has(token)))) css += piece.css;
      } else {
        const inner = write(piece.pieces, has);
        if (inner) css += `${piece.open}${inner}}`;
      }
    }
    return css;
  };

  return {
    of(html) {
      // It travels inside <style>: nothing in it may close that element. `\3c ` is CSS's escape for `<`.
      const css = (layerOrder + write(pieces, tokensOf(html))).replace(/<(?=\/style)/gi, '\\3c ');
      return { css, hash: `sha256-${createHash('sha256').update(css).digest('base64')}` };
    },
  };
}

/** Attribute values as React writes them: these five characters escaped. */
const unescapeAttribute = (value: string) =>
  value.replace(/&(amp|lt|gt|quot|#x27|#39);/g, (_, name: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#x27': "'", '#39': "'" })[name]!);

/** Every tag, class ('.x') and id ('#x') in `html`. A class named only inside a text's quotes counts too: more, never less. */
export function tokensOf(html: string): Set<string> {
  const tokens = new Set<string>();
  for (const [, tag] of html.matchAll(/<([a-zA-Z][a-zA-Z0-9-]*)/g)) tokens.add(tag!.toLowerCase());
  for (const [, names] of html.matchAll(/\sclass="([^"]*)"/g)) for (const name of unescapeAttribute(names!).split(/\s+/)) if (name) tokens.add(`.${name}`);
  for (const [, id] of html.matchAll(/\sid="([^"]*)"/g)) tokens.add(`#${unescapeAttribute(id!)}`);
  return tokens;
}

/** A rendered page's template, and the stylesheet its pages' critical part is taken from. */
export interface PaintFirstTemplate {
  html: string;
  /** The stylesheet's address, as index.html links it; null: the template links none. */
  stylesheet: string | null;
}

/**
 * index.html as a page rendered on the server wants it (decision 0061): nothing in its head
 * to wait for, so that its first paint waits for nothing but its HTML (its critical stylesheet
 * is added to the head with the page, withCriticalCss). At the end of its body come the boot
 * script and its preloads, asked for at a low priority (the page's pictures come first), and
 * the whole stylesheet in a <noscript>: a browser without script takes it from there, and with
 * script the boot script adds it after the first paint (boot.ts), for what a script may add
 * to the page later.
 */
export function paintFirstTemplate(indexHtml: string): PaintFirstTemplate {
  const stylesheetLink = /\s*(<link rel="stylesheet"[^>]*href="([^"]+)"[^>]*>)/.exec(indexHtml);
  if (!stylesheetLink) return { html: indexHtml, stylesheet: null };
  const [whole, link, stylesheet] = [stylesheetLink[0], stylesheetLink[1]!, stylesheetLink[2]!];
  const moved = [...indexHtml.matchAll(/\s*(<link rel="modulepreload"[^>]*>|<script type="module"[^>]*><\/script>)/g)];
  let html = indexHtml.replace(whole, '');
  for (const [movedWhole] of moved) html = html.replace(movedWhole, '');
  const lowPriority = (tag: string) => tag.replace(/^<(link|script) /, '<$1 fetchpriority="low" ');
  const atTheEnd = [
    `<noscript data-stylesheet="${stylesheet}">${link}</noscript>`,
    ...moved.filter(([, tag]) => tag!.startsWith('<link')).map(([, tag]) => lowPriority(tag!)),
    ...moved.filter(([, tag]) => tag!.startsWith('<script')).map(([, tag]) => lowPriority(tag!)),
  ];
  return { html: html.replace('</body>', () => `  ${atTheEnd.join('\n    ')}\n  </body>`), stylesheet };
}

/**
 * A page made from a paint-first template, with its critical stylesheet last in its head; its
 * hash for the CSP. Last, after the picture the page preloads: 30 KB of CSS read first would
 * hold back the browser's discovery of that picture.
 */
export function withCriticalCss(html: string, finder: CriticalCssFinder): { html: string; styleHash: string } {
  const { css, hash } = finder.of(html);
  return { html: html.replace('</head>', () => `  <style>${css}</style>\n  </head>`), styleHash: hash };
}
