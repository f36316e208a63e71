import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The project's own lint configuration, run on a component of the web app as it might be written.
const eslint = new ESLint({ cwd: new URL('../..', import.meta.url).pathname });
const lint = async (code: string) => {
  const [result] = await eslint.lintText(code, { filePath: 'src/web/components/Sample.tsx' });
  return result!.messages.filter((message) => message.ruleId === 'i18next/no-literal-string').map((message) => message.message);
};

describe('the lint rule that keeps words in the catalogue', () => {
  it('refuses text written into JSX, and in the attributes people read or hear', async () => {
    expect(await lint(`export function A() { return <p>Save changes</p>; }`)).toHaveLength(1);
    expect(await lint(`export function A() { return <img src="/a.png" alt="A photo" />; }`)).toHaveLength(1);
    expect(await lint(`export function A() { return <button type="button" aria-label="Close"><svg aria-hidden="true" /></button>; }`)).toHaveLength(1);
    expect(await lint(`export function A({ ok }: { ok: boolean }) { return <p>{ok ? 'Saved' : 'Not saved'}</p>; }`)).toHaveLength(2);
  });

  it("lets through the catalogue's words, and what no one reads as words", async () => {
    const code = `import { useTranslation } from 'react-i18next';
export function A() {
  const { t } = useTranslation();
  return (
    <a href="/blog/1" className="btn" rel="noopener noreferrer" target="_blank" aria-label={t('nav.blog')}>
      {t('nav.blog')} · {2024} — {'/'}
    </a>
  );
}`;
    expect(await lint(code)).toEqual([]);
  });
});
