// An e-mail address kept whole: it never breaks inside its name or domain (nor at the '@'). Where
// it is wider than its column it ends in an ellipsis; the full address stays in the text (screen
// readers, copy, search) and shows on hover (title).
import './email-text.css';

export function EmailText({ email }: { email: string }) {
  return (
    <span className="email-text" title={email}>
      {email}
    </span>
  );
}
