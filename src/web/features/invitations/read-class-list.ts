/**
 * The text of a class list's file. Spreadsheets save "CSV UTF-8" as UTF-8, but a Greek Excel's
 * plain "CSV" in Windows' Greek code page: what is not UTF-8 is read as that, rather than sent
 * with every Greek letter replaced by "�" (which File.text() would do).
 */
export async function readClassList(file: File): Promise<string> {
  const bytes = await file.arrayBuffer();
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1253').decode(bytes);
  }
}
