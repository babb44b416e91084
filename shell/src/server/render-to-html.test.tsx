/**
 * @jest-environment node
 */
// Every render has a style sheet of its own, filled partly with rules compiled by earlier
// renders (decision 0053): each page must still carry exactly the rules of what it shows.
import styled, { createGlobalStyle } from 'styled-components';
import { SYSTEM_TIMERS } from './budget';
import { renderToHtml } from './render-to-html';

const Tone = styled.p<{ $tone: string }>`
  color: ${(props) => props.$tone};
  & > em {
    font-weight: 700;
  }
`;
const Row = styled.div`
  display: flex;
`;
const Quiet = createGlobalStyle`
  body { margin: 0; }
`;

function Page({ tone, row = true }: { tone: string; row?: boolean }) {
  return (
    <>
      <Quiet />
      <Tone $tone={tone}>
        <em>pizza</em>
      </Tone>
      {row && <Row />}
    </>
  );
}

const render = (element: React.ReactElement, nonce: string) =>
  renderToHtml(element, { budgetMs: 5_000, timers: SYSTEM_TIMERS, nonce });

describe('the styles of a server render', () => {
  it('are the same when the page is rendered again, with that answer’s nonce', async () => {
    const first = await render(<Page tone="tomato" />, 'first-nonce');
    const again = await render(<Page tone="tomato" />, 'other-nonce');
    expect(first.styles).toContain('color:tomato;');
    expect(first.styles).toContain('body{margin:0;}');
    expect(first.styles).toMatch(/\.[\w-]+>em\{font-weight:700;\}/);
    expect(again.styles).not.toContain('first-nonce');
    expect(again.styles.replaceAll('other-nonce', 'first-nonce')).toBe(first.styles);
    expect(again.html).toBe(first.html);
  });

  it('hold only what this render showed, not what earlier renders did', async () => {
    await render(<Page tone="tomato" />, 'n');
    const basil = await render(<Page tone="basil" row={false} />, 'n');
    expect(basil.styles).toContain('color:basil;');
    expect(basil.styles).not.toContain('tomato');
    expect(basil.styles).not.toContain('display:flex;');
    const withRow = await render(<Page tone="basil" />, 'n');
    expect(withRow.styles).toContain('display:flex;');
  });
});
