// The recovery code, shown the once the server gives it (at sign-up, and a new
// one after each recovery). Rookery sends no e-mail, so this code is the only
// way back into an account whose password is forgotten: the page says so
// plainly, puts the focus on it, and waits until the player says it is kept.
import { useEffect, useRef } from 'preact/hooks';
import { CopyButton } from './invites';

// The code `code` (`fresh`: a recovery's new one), until the player says it is kept (`done`).
export function RecoveryCode({ code, fresh, done }: { code: string; fresh: boolean; done: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section class="recovery-code" aria-labelledby="recovery-code-heading">
      <h2 id="recovery-code-heading" tabIndex={-1} ref={heading}>
        {fresh ? 'Your new recovery code: write it down' : 'Write down your recovery code'}
      </h2>
      <p>
        If you ever forget your password, this code is the only way back into your account: Rookery sends no e-mail. Write it down, or keep it in your
        password manager, now. It is shown this once{fresh ? ', and the old one no longer works' : ''}.
      </p>
      <div class="field recovery-code-field">
        <label for="recovery-code">your recovery code</label>
        <span class="invite-link">
          <input id="recovery-code" readOnly value={code} onFocus={(e) => e.currentTarget.select()} />
          <CopyButton text={code} />
        </span>
      </div>
      <p>Using it sets a new password and gives you a new code.</p>
      <button type="button" class="primary" onClick={done}>
        I have written it down
      </button>
    </section>
  );
}
