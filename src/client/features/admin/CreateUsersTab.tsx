import { useState } from 'react';
import { Button } from '../../ui/Button';
import { CreateAdminDialog } from './CreateAdminDialog';
import { CreateUserDialog } from './CreateUserDialog';
import { SpecialAccountDialog } from './SpecialAccountDialog';
import type { AdminTabProps } from './admin-tabs';

type Form = 'user' | 'admin' | 'special' | null;

/** Spec part 2 §2 create-users tab: the three forms and the four counts. */
export function CreateUsersTab({ stats }: AdminTabProps) {
  const counts = stats.userCounts;
  const [open, setOpen] = useState<Form>(null);
  const close = () => setOpen(null);
  const figures = [
    { label: 'Regular users', value: counts.regularUsers },
    { label: 'Admin users', value: counts.adminUsers },
    { label: 'Users with plans', value: counts.withPlan },
    { label: 'Users without plans', value: counts.withoutPlan },
  ];
  return (
    <div className="admin-stack">
      <section className="dash-card" aria-labelledby="create-title">
        <h2 id="create-title">Create accounts</h2>
        <p className="muted">New customers get an email with a link to choose their own password.</p>
        <div className="dash-quick">
          <Button onClick={() => setOpen('user')}>New User</Button>
          <Button variant="secondary" onClick={() => setOpen('admin')}>
            New Admin
          </Button>
          <Button variant="secondary" onClick={() => setOpen('special')}>
            Admin Special Account
          </Button>
        </div>
      </section>
      <ul className="admin-cards" aria-label="Account counts">
        {figures.map((figure) => (
          <li key={figure.label} className="admin-stat">
            <span className="admin-stat-value">{figure.value}</span>
            <span className="admin-stat-label">{figure.label}</span>
          </li>
        ))}
      </ul>
      <CreateUserDialog open={open === 'user'} onClose={close} />
      <CreateAdminDialog open={open === 'admin'} onClose={close} />
      <SpecialAccountDialog open={open === 'special'} onClose={close} />
    </div>
  );
}
