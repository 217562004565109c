// "Your turn" outside the page: the tab's title and icon say so, so another tab or
// window can wait, and an optional short chime (off until a player turns it on,
// kept per browser) sounds when the turn comes.
import { useEffect, useRef } from 'preact/hooks';

const SOUND = 'rookery.sound';
export const soundOn = () => localStorage.getItem(SOUND) === 'on';
export const keepSound = (on: boolean) => localStorage.setItem(SOUND, on ? 'on' : 'off');

// The tab's icon: the ice floe, with an orange dot when it is your turn.
function icon(turn: boolean): string {
  const dot = turn ? '<circle cx="24" cy="8" r="7" fill="#e0572b" stroke="white" stroke-width="2"/>' : '';
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><ellipse cx="16" cy="20" rx="14" ry="9" fill="#5aa9d6"/><ellipse cx="14" cy="17" rx="5" ry="7" fill="#17324d"/><ellipse cx="14" cy="19" rx="3" ry="4.5" fill="white"/>${dot}</svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

function setIcon(turn: boolean) {
  let link = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
  if (!link) {
    link = document.createElement('link');
    link.rel = 'icon';
    document.head.appendChild(link);
  }
  link.href = icon(turn);
  link.dataset.turn = String(turn);
}

// Two soft notes; nothing when the browser has no audio or has not allowed it yet.
function chime() {
  try {
    const ctx = new AudioContext();
    const gain = ctx.createGain();
    gain.gain.value = 0.08;
    gain.connect(ctx.destination);
    [660, 880].forEach((hz, i) => {
      const osc = ctx.createOscillator();
      osc.frequency.value = hz;
      osc.connect(gain);
      osc.start(ctx.currentTime + i * 0.12);
      osc.stop(ctx.currentTime + i * 0.12 + 0.1);
    });
    setTimeout(() => void ctx.close(), 500);
  } catch {
    // no audio here: the title and the icon still say it
  }
}

// `title`: the table's ("Pantolino"); undefined while there is none.
export function useYourTurn(yourTurn: boolean, title: string | undefined, sound: boolean) {
  const was = useRef(false);
  useEffect(() => {
    document.title = title ? `${yourTurn ? 'Your turn · ' : ''}${title} · Rookery` : 'Rookery';
    setIcon(yourTurn);
    if (yourTurn && !was.current && sound) chime();
    was.current = yourTurn;
  }, [yourTurn, title]);
  useEffect(
    () => () => {
      document.title = 'Rookery';
      setIcon(false);
    },
    [],
  );
}
