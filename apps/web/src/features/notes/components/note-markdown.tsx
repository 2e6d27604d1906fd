import { Anchor, Text, Typography } from '@mantine/core';
import { Lexer, type Token, type Tokens } from 'marked';
import { Fragment, useMemo, type ReactNode } from 'react';

/*
 * A note's markdown (CommonMark with GitHub's tables, task lists and strikethrough), safely: marked
 * only reads the text into tokens, and the tokens become React elements here. Nothing goes through
 * HTML: HTML written in a note shows as the text it is, a link works only with a web or mail
 * address, and an image becomes a link (a note never loads a picture from an address someone
 * pasted into it). The note's own headings sit under the note's name (an h3), so they start at h4
 * and the page's outline stays in order.
 */

/** Addresses a link may open: the web, mail, and addresses within this site. */
const SAFE_ADDRESS = /^(https?:|mailto:|[/#?]|[^:]*$)/i;

function safeHref(href: string): string | null {
  const trimmed = href.trim();
  return SAFE_ADDRESS.test(trimmed) ? trimmed : null;
}

/**
 * Character references (`&amp;`, `&#233;`) as the characters they stand for: marked leaves them for
 * an HTML renderer to decode. A textarea reads its markup as text only, so nothing in it runs or loads.
 */
function decodeEntities(text: string): string {
  if (!text.includes('&')) return text;
  const decoder = document.createElement('textarea');
  decoder.innerHTML = text;
  return decoder.value;
}

const HEADINGS = { 1: 'h4', 2: 'h5' } as const;

function outsideLink(href: string, children: ReactNode): ReactNode {
  return (
    <Anchor href={href} target="_blank" rel="noopener noreferrer nofollow">
      {children}
    </Anchor>
  );
}

function inline(tokens: readonly Token[] | undefined): ReactNode {
  return tokens?.map((token, index) => <Fragment key={index}>{inlineToken(token)}</Fragment>);
}

function inlineToken(token: Token): ReactNode {
  switch (token.type) {
    case 'strong':
      return <strong>{inline((token as Tokens.Strong).tokens)}</strong>;
    case 'em':
      return <em>{inline((token as Tokens.Em).tokens)}</em>;
    case 'del':
      return <del>{inline((token as Tokens.Del).tokens)}</del>;
    case 'codespan':
      return <code>{decodeEntities((token as Tokens.Codespan).text)}</code>;
    case 'br':
      return <br />;
    case 'link': {
      const link = token as Tokens.Link;
      const href = safeHref(link.href);
      return href === null ? inline(link.tokens) : outsideLink(href, inline(link.tokens));
    }
    case 'image': {
      const image = token as Tokens.Image;
      const href = safeHref(image.href);
      const label = image.text || image.href;
      return href === null || !href ? <Text span>{label}</Text> : outsideLink(href, label);
    }
    case 'html':
      // Written HTML is text like any other.
      return (token as Tokens.HTML).raw;
    case 'checkbox':
      return null;
    case 'text': {
      const text = token as Tokens.Text;
      return text.tokens ? inline(text.tokens) : decodeEntities(text.text);
    }
    default:
      // 'escape' and anything newer: its text as it reads.
      return 'text' in token && typeof token.text === 'string' ? decodeEntities(token.text) : token.raw;
  }
}

/**
 * The words of a list item as plain text, for its task box's name: the box sits beside the text,
 * not inside a label, and says nothing without it. Nested lists name their own boxes.
 */
function plainText(tokens: readonly Token[] | undefined, between = ''): string {
  return (tokens ?? [])
    .map((token) => {
      switch (token.type) {
        case 'checkbox':
        case 'list':
          return '';
        case 'br':
        case 'space':
          return ' ';
        case 'image':
          return (token as Tokens.Image).text || (token as Tokens.Image).href;
        case 'html':
          return (token as Tokens.HTML).raw;
        default:
          if ('tokens' in token && Array.isArray(token.tokens)) return plainText(token.tokens as Token[], token.type === 'blockquote' ? ' ' : '');
          return 'text' in token && typeof token.text === 'string' ? decodeEntities(token.text) : token.raw;
      }
    })
    .join(between);
}

function blocks(tokens: readonly Token[]): ReactNode {
  return tokens.map((token, index) => <Fragment key={index}>{block(token)}</Fragment>);
}

function block(token: Token): ReactNode {
  switch (token.type) {
    case 'space':
    case 'def':
      return null;
    case 'heading': {
      const heading = token as Tokens.Heading;
      const Tag = HEADINGS[heading.depth as 1 | 2] ?? 'h6';
      return <Tag>{inline(heading.tokens)}</Tag>;
    }
    case 'paragraph':
      return <p>{inline((token as Tokens.Paragraph).tokens)}</p>;
    case 'blockquote':
      return <blockquote>{blocks((token as Tokens.Blockquote).tokens)}</blockquote>;
    case 'code':
      return (
        <pre>
          <code>{(token as Tokens.Code).text}</code>
        </pre>
      );
    case 'hr':
      return <hr />;
    case 'list': {
      const list = token as Tokens.List;
      const items = list.items.map((item, index) => (
        <li key={index}>
          {item.task && (
            <input
              type="checkbox"
              checked={item.checked ?? false}
              disabled
              readOnly
              aria-label={plainText(item.tokens, ' ').replace(/\s+/g, ' ').trim()}
              style={{ marginInlineEnd: 6 }}
            />
          )}
          {blocks(item.tokens)}
        </li>
      ));
      return list.ordered ? <ol start={list.start === '' || list.start === 1 ? undefined : list.start}>{items}</ol> : <ul>{items}</ul>;
    }
    case 'table': {
      const table = token as Tokens.Table;
      const align = (index: number) => table.align[index] ?? undefined;
      return (
        <table>
          <thead>
            <tr>
              {table.header.map((cell, index) => (
                <th key={index} style={{ textAlign: align(index) }}>
                  {inline(cell.tokens)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {table.rows.map((row, rowIndex) => (
              <tr key={rowIndex}>
                {row.map((cell, index) => (
                  <td key={index} style={{ textAlign: align(index) }}>
                    {inline(cell.tokens)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      );
    }
    case 'html':
      return <p>{(token as Tokens.HTML).raw.trimEnd()}</p>;
    case 'text': {
      // A tight list item's text: inline content without a paragraph around it.
      const text = token as Tokens.Text;
      return text.tokens ? inline(text.tokens) : decodeEntities(text.text);
    }
    default:
      return inlineToken(token);
  }
}

/** A note's markdown as React elements (see the top of this file for what is kept out). */
export function NoteMarkdown({ content }: { content: string }) {
  const rendered = useMemo(() => blocks(Lexer.lex(content)), [content]);
  return (
    <Typography fz="sm" style={{ overflowWrap: 'anywhere' }}>
      {rendered}
    </Typography>
  );
}
