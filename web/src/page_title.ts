// The tab's title while a page is shown ("Ann · Rookery"), so that a player with
// several tabs finds this one; "Rookery" again when the page goes.
import { useEffect } from 'preact/hooks';

// usePageTitle(words): "<words> · Rookery" while the component is shown.
export function usePageTitle(words: string) {
  useEffect(() => {
    document.title = `${words} · Rookery`;
    return () => {
      document.title = 'Rookery';
    };
  }, [words]);
}
