import ts from "typescript";

const scriptKinds: Record<string, ts.ScriptKind> = {
  ts: ts.ScriptKind.TS,
  mts: ts.ScriptKind.TS,
  tsx: ts.ScriptKind.TSX,
  js: ts.ScriptKind.JS,
  mjs: ts.ScriptKind.JS,
  jsx: ts.ScriptKind.JSX,
};

/**
 * Every comment in a code file, read by the TypeScript parser: a pattern could not tell a `//`
 * inside a string, a regular expression or a URL from one that starts a comment.
 */
export function commentsIn(file: string, text: string): string[] {
  const kind = scriptKinds[file.split(".").at(-1) ?? ""] ?? ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
  const comments = new Map<number, string>();
  const collect = (ranges: ts.CommentRange[] | undefined) => {
    for (const range of ranges ?? []) comments.set(range.pos, text.slice(range.pos, range.end));
  };
  // Tokens too, not only nodes: a comment alone before a closing brace (`{/* … */}` in JSX)
  // belongs to no node.
  const visit = (node: ts.Node) => {
    collect(ts.getLeadingCommentRanges(text, node.pos));
    collect(ts.getTrailingCommentRanges(text, node.end));
    for (const child of node.getChildren(source)) visit(child);
  };
  visit(source);
  return [...comments.values()];
}
