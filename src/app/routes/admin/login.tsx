// /development: the admin sign-in modal over an otherwise empty admin page.
import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { useAlert } from '@/components/ui/dialog-provider';
import { paths } from '@/config/paths';
import { LoginModal } from '@/features/auth/components/login-modal';
import { hasSession, saveSession } from '@/features/auth/utils/session';
import { ADMIN_MESSAGES, type LoginResponse } from '@/types/api/admins';
import './login.css';

export function Component() {
  const navigate = useNavigate();
  const showAlert = useAlert();
  // Read once: after a successful sign-in the success popup must show before the redirect.
  const [alreadySignedIn] = useState(hasSession);
  const [modalOpen, setModalOpen] = useState(true);

  if (alreadySignedIn) return <Navigate to={paths.adminDashboard.getHref()} replace />;

  const onSuccess = async ({ token, user }: LoginResponse) => {
    saveSession(token, user);
    setModalOpen(false);
    await showAlert(ADMIN_MESSAGES.loginSuccess, { tone: 'success', title: 'Login Successful' });
    void navigate(paths.adminDashboard.getHref(), { replace: true });
  };

  return (
    <main className="admin-login-page">
      <h1 className="visually-hidden">Hope Foundation Admin</h1>
      <LoginModal open={modalOpen} onClose={() => void navigate(paths.home.getHref())} onSuccess={(data) => void onSuccess(data)} />
    </main>
  );
}
