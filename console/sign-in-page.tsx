import { SignInForm } from './components/sign-in-form';
import { useLive } from './components/use-live';

/**
 * What the server answers a visitor who is not signed in (401): the sign-in form in the page's HTML,
 * so it can be filled straight away, live once this island has hydrated. Signing in reloads the
 * page, which the console then draws.
 */
export function SignInPage() {
  useLive();
  return <SignInForm />;
}
