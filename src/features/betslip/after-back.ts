/** Runs `go` after the back-close pop that closing the sheet causes (or at once if none comes). */
export function afterBack(go: () => void): void {
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    window.removeEventListener('popstate', run);
    go();
  };
  window.addEventListener('popstate', run);
  window.setTimeout(run, 400);
}
