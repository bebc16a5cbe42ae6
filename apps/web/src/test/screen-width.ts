/** Test-only: the window's width as antd's breakpoints read it (happy-dom's own), e.g. 390 for a phone. */
export function setScreenWidth(width: number): void {
  (window as unknown as { happyDOM: { setInnerWidth(w: number): void } }).happyDOM.setInnerWidth(width);
}
