import { useNavigate } from 'react-router';
import { LoginPage } from '../../features/auth/login-page';

/** /login inside the app (after a sign-out, or a session that ended): signing in navigates within it. */
export function Component() {
  const navigate = useNavigate();
  return <LoginPage onSignedIn={(path) => navigate(path)} />;
}
