import { ResetRequestPage } from './reset-request-page.tsx';

export default function AdminResetRequestPage() {
  return <ResetRequestPage admin />;
}
