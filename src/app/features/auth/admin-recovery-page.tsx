import { RecoveryPage } from './recovery-page.tsx';

export default function AdminRecoveryPage() {
  return <RecoveryPage admin />;
}
