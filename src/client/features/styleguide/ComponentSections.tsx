import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { CUSTOMER_STATUS_LABELS, type CustomerProjectStatus } from '../../../shared/admin';
import { adminMessageInput } from '../../../shared/schemas/admin';
import { useSchemaForm } from '../../lib/use-schema-form';
import { ActionMenu } from '../../ui/ActionMenu';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { DataTable, type Column } from '../../ui/DataTable';
import { EmptyState } from '../../ui/EmptyState';
import { FilePicker } from '../../ui/FilePicker';
import { ConfirmDialog, Dialog, DialogActions } from '../../ui/Dialog';
import { Field, SelectField, TextAreaField } from '../../ui/Field';
import { FilterChips } from '../../ui/FilterChips';
import { PageSpinner, Spinner } from '../../ui/Spinner';
import { Tabs } from '../../ui/Tabs';
import { useToast, type ToastItem, type ToastType } from '../../ui/Toast';
import { ToastStack } from '../../ui/ToastStack';
import { ChatStatusBadge } from '../chat/ChatQueue';
import { StatusBadge } from '../dashboard/StatusBadge';
import { GuideSection, Specimen } from './GuideSection';

export function ButtonSection() {
  return (
    <GuideSection
      id="buttons"
      title="Buttons"
      intro="ui/Button. One primary action per view; “busy” shows a spinner and disables the button while an action runs."
    >
      <Specimen label="Variants">
        <div className="sg-row">
          <Button>Primary</Button>
          <Button variant="secondary">Secondary</Button>
          <Button variant="ghost">Ghost</Button>
          <Button variant="danger">Danger</Button>
          <Button variant="link">Link button</Button>
        </div>
      </Specimen>
      <Specimen label="Small (btn-small)">
        <div className="sg-row">
          <Button className="btn-small">Primary</Button>
          <Button variant="secondary" className="btn-small">
            Secondary
          </Button>
          <Button variant="danger" className="btn-small">
            Delete
          </Button>
        </div>
      </Specimen>
      <Specimen label="Disabled and busy (aria-busy)">
        <div className="sg-row">
          <Button disabled>Disabled</Button>
          <Button variant="secondary" disabled>
            Disabled
          </Button>
          <Button busy busyLabel="Saving…">
            Save
          </Button>
          <Button variant="secondary" busy>
            Sending
          </Button>
        </div>
      </Specimen>
      <Specimen label="Block (full width)">
        <Button block>Continue to payment</Button>
      </Specimen>
      <Specimen label="Links styled as buttons">
        <div className="sg-row">
          <Link to="/styleguide" hash="buttons" className="btn btn-primary">
            Start Pro Plan
          </Link>
          <Link to="/styleguide" hash="buttons" className="btn btn-secondary">
            See the full portfolio
          </Link>
        </div>
      </Specimen>
    </GuideSection>
  );
}

export function FormSection() {
  return (
    <GuideSection
      id="forms"
      title="Forms"
      intro="ui/Field and ui/TextAreaField wire the label, hint and error for screen readers. A field not marked required says “(optional)”."
    >
      <div className="sg-form-grid">
        <Field label="Full name" required defaultValue="Jordan Avery" />
        <Field label="Email" type="email" required hint="We send the receipt here." placeholder="you@example.com" />
        <Field
          label="Password"
          type="password"
          required
          defaultValue="not-the-password"
          error="Password must be at least 8 characters"
        />
        <Field label="Business name" disabled defaultValue="Goldline Bakery" />
        <Field label="Website" type="url" placeholder="https://" />
        <SelectField label="Status" defaultValue="In Progress">
          <option>Plan Selected</option>
          <option>In Progress</option>
          <option>Completed</option>
        </SelectField>
        <TextAreaField
          label="Message"
          required
          hint="Up to 2,000 characters."
          defaultValue="We would like a new home page before the spring menu launches."
        />
        <TextAreaField label="Design references" error="Please enter a valid URL" defaultValue="not a link" />
        <div className="field">
          <span className="field-label">Checkboxes (check-row)</span>
          <label className="check-row">
            <input type="checkbox" defaultChecked /> Send the upgrade email
          </label>
          <label className="check-row">
            <input type="checkbox" /> I have read and agree to the service agreement.
          </label>
          <label className="check-row">
            <input type="checkbox" disabled /> Payments and refunds (not yours to give)
          </label>
        </div>
      </div>
    </GuideSection>
  );
}

export function AlertSection() {
  const [dismissed, setDismissed] = useState(false);
  return (
    <GuideSection
      id="alerts"
      title="Alerts"
      intro="ui/Alert: inline messages. Errors are announced at once (role alert), the rest politely (role status)."
    >
      <div className="sg-stack">
        <Alert tone="success">Payment successful. A receipt was sent to your email.</Alert>
        <Alert tone="info">
          You have no plan yet. <a href="#alerts">View pricing</a>
        </Alert>
        <Alert tone="warning">Your session ends in 5 minutes. Save your work.</Alert>
        <Alert tone="error">Please fill in all required fields</Alert>
        {dismissed ? (
          <Button variant="secondary" className="btn-small" onClick={() => setDismissed(false)}>
            Show the dismissible alert again
          </Button>
        ) : (
          <Alert tone="error" onDismiss={() => setDismissed(true)}>
            A dismissible error: Your card was declined.
          </Alert>
        )}
      </div>
    </GuideSection>
  );
}

const CUSTOMER_STATUSES = Object.keys(CUSTOMER_STATUS_LABELS) as CustomerProjectStatus[];

export function BadgeSection() {
  return (
    <GuideSection
      id="badges"
      title="Badges and status pills"
      intro="The .badge pill with a tone class, as the dashboard and the admin area use them."
    >
      <Specimen label="Request states (dashboard StatusBadge)">
        <div className="sg-row">
          {['completed', 'awaiting_payment', 'in_progress', 'rejected'].map((status) => (
            <StatusBadge key={status} status={status} />
          ))}
        </div>
      </Specimen>
      <Specimen label="Tones (dash-badge-*)">
        <div className="sg-row">
          {['done', 'waiting', 'active', 'failed'].map((tone) => (
            <span key={tone} className={`badge dash-badge-${tone}`}>
              {tone}
            </span>
          ))}
          <span className="badge">neutral</span>
        </div>
      </Specimen>
      <Specimen label="Live chat (ChatStatusBadge)">
        <div className="sg-row">
          {(['waiting', 'active', 'ended'] as const).map((status) => (
            <ChatStatusBadge key={status} status={status} />
          ))}
        </div>
      </Specimen>
      <Specimen label="Customers (admin customer-*)">
        <div className="sg-row">
          {CUSTOMER_STATUSES.map((status) => (
            <span key={status} className={`badge customer-${status}`}>
              {CUSTOMER_STATUS_LABELS[status]}
            </span>
          ))}
        </div>
      </Specimen>
      <Specimen label="Emails (badge-*), admin, category">
        <div className="sg-row">
          {['sent', 'written', 'queued', 'failed'].map((state) => (
            <span key={state} className={`badge badge-${state}`}>
              {state}
            </span>
          ))}
          <span className="badge admin-badge">Admin · Super</span>
          <span className="category-badge">SEO</span>
        </div>
      </Specimen>
    </GuideSection>
  );
}

export function TabsSection() {
  const [tab, setTab] = useState('overview');
  return (
    <GuideSection id="tabs" title="Tabs" intro="ui/Tabs: arrow keys move between tabs; a count can sit beside a label.">
      <Tabs
        label="Example sections"
        value={tab}
        onValueChange={setTab}
        items={[
          { value: 'overview', label: 'Overview', content: <p>The overview tab’s content.</p> },
          { value: 'files', label: 'Files', content: <p>The files tab’s content.</p> },
          { value: 'messages', label: 'Messages', count: 3, content: <p>Three unread messages.</p> },
          { value: 'billing', label: 'Billing', content: <p>The billing tab’s content.</p> },
        ]}
      />
    </GuideSection>
  );
}

export function DialogSection() {
  const [open, setOpen] = useState(false);
  return (
    <GuideSection
      id="dialogs"
      title="Dialogs"
      intro="ui/Dialog for forms and media, ConfirmDialog before a destructive action. Esc and the backdrop close them; focus stays inside."
    >
      <div className="sg-row">
        <Button variant="secondary" onClick={() => setOpen(true)}>
          Open a dialog
        </Button>
        <ConfirmDialog
          trigger={<Button variant="danger">Delete user…</Button>}
          title="Delete this user?"
          description="Their account, orders and files are removed. This cannot be undone."
          confirmLabel="Delete user"
          onConfirm={() => undefined}
        />
      </div>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title="Send a message"
        description="The customer sees it on their dashboard."
      >
        <DemoMessageForm onDone={() => setOpen(false)} />
      </Dialog>
    </GuideSection>
  );
}

/** Every form's idiom (decision 037), checked by the admin's send-message schema; sending only closes it. */
const demoMessageForm = adminMessageInput.pick({ subject: true, message: true });

function DemoMessageForm({ onDone }: { onDone: () => void }) {
  const { onSubmit, field } = useSchemaForm(demoMessageForm, { subject: '', message: '' });
  return (
    <form className="form-stack" onSubmit={onSubmit(onDone)} noValidate>
      <Field label="Subject" required {...field('subject')} />
      <TextAreaField label="Message" required {...field('message')} />
      <DialogActions onCancel={onDone} submitLabel="Send" />
    </form>
  );
}

const TOAST_EXAMPLES: { type: ToastType; title: string; description?: string }[] = [
  { type: 'success', title: 'Saved', description: 'Your changes are live.' },
  { type: 'error', title: 'Upload failed', description: 'logo.png is larger than 10 MB.' },
  { type: 'warning', title: 'Slot no longer available', description: 'Please pick another time.' },
  { type: 'info', title: 'New version available' },
  { type: 'booking', title: 'Zoom call booked', description: 'Thursday at 10:00 AM' },
  { type: 'file', title: 'New file from the team', description: 'homepage-draft.pdf' },
  { type: 'message', title: 'New message', description: 'We have started on your design.' },
  { type: 'revision', title: 'Revision completed' },
];

// Shown in place and never timed out, so the page looks the same on every visit.
const STATIC_TOASTS: ToastItem[] = TOAST_EXAMPLES.map((toast, index) => ({
  ...toast,
  id: index + 1,
  duration: Infinity,
}));

export function ToastSection() {
  const toast = useToast();
  return (
    <GuideSection
      id="toasts"
      title="Toasts"
      intro="ui/Toast: the stack at the top right, one kind per event. Below, every kind in place; the buttons show a live one."
    >
      <div className="sg-toasts">
        <ToastStack toasts={STATIC_TOASTS} onRemove={() => undefined} />
      </div>
      <div className="sg-row">
        {TOAST_EXAMPLES.map((example) => (
          <Button
            key={example.type}
            variant="secondary"
            className="btn-small"
            onClick={() =>
              toast(example.type, example.title, example.description ? { description: example.description } : {})
            }
          >
            Show {example.type}
          </Button>
        ))}
      </div>
    </GuideSection>
  );
}

export function ActionMenuSection() {
  return (
    <GuideSection
      id="action-menus"
      title="Action menus"
      intro="ui/ActionMenu: one main button per row, the rest in a ⋯ menu; destructive items come last, in red, and ask first."
    >
      <div className="sg-row">
        <Button variant="secondary" className="btn-small">
          Message
        </Button>
        <ActionMenu
          label="More actions for Jane Doe"
          items={[
            { label: 'Send File', onSelect: () => undefined },
            { label: 'Project Status', onSelect: () => undefined },
            { label: 'Disabled action', onSelect: () => undefined, disabled: true },
            {
              label: 'Delete',
              destructive: true,
              onSelect: () => undefined,
              confirm: {
                title: 'Delete this customer?',
                description: 'A confirmation like this guards every destructive item.',
                confirmLabel: 'Delete',
                destructive: true,
              },
            },
          ]}
        />
      </div>
    </GuideSection>
  );
}

export function EmptyStateSection() {
  return (
    <GuideSection
      id="empty-states"
      title="Empty states"
      intro="ui/EmptyState: what a list shows with nothing in it, with at most one clear next step."
    >
      <div className="sg-grid-2">
        <Specimen label="With an action">
          <EmptyState icon="file" action={<Button className="btn-small">Upload a file</Button>}>
            No files yet.
          </EmptyState>
        </Specimen>
        <Specimen label="Message only">
          <EmptyState icon="search">No customers match this filter.</EmptyState>
        </Specimen>
      </div>
    </GuideSection>
  );
}

export function FilePickerSection() {
  const [files, setFiles] = useState<File[]>([]);
  return (
    <GuideSection
      id="file-pickers"
      title="File pickers"
      intro="ui/FilePicker: drop files on the zone or choose them; the real file input stays labelled, so keyboards and tests reach it."
    >
      <div className="sg-grid-2">
        <Specimen label="Ready">
          <FilePicker
            label="Project files"
            multiple
            hint="Up to 10 files, 25 MB each."
            files={files}
            onFiles={setFiles}
          />
        </Specimen>
        <Specimen label="Disabled">
          <FilePicker label="Contract" disabled onFiles={() => undefined} />
        </Specimen>
      </div>
    </GuideSection>
  );
}

export function SpinnerSection() {
  return (
    <GuideSection
      id="spinners"
      title="Spinners"
      intro="ui/Spinner, and PageSpinner for a whole area that is loading. Held still on this page."
    >
      <div className="sg-row sg-spinners">
        <Spinner size="small" />
        <Spinner size="medium" />
        <Spinner size="large" label="Loading" />
      </div>
      <PageSpinner label="Loading your dashboard..." />
    </GuideSection>
  );
}

interface ExampleOrder {
  id: number;
  customer: string;
  plan: string;
  amount: string;
  status: string;
}

const ORDERS: ExampleOrder[] = [
  { id: 1, customer: 'Wanda’s Bakery', plan: 'Pro', amount: '$900', status: 'completed' },
  { id: 2, customer: 'Harbor Law', plan: 'Elite', amount: '$1,200', status: 'in_progress' },
  { id: 3, customer: 'Studio North', plan: 'Starter', amount: '$600', status: 'awaiting_payment' },
];

const ORDER_COLUMNS: Column<ExampleOrder>[] = [
  { header: 'Customer', cell: (order) => order.customer },
  { header: 'Plan', cell: (order) => order.plan },
  { header: 'Amount', cell: (order) => order.amount },
  { header: 'Status', cell: (order) => <StatusBadge status={order.status} /> },
  {
    header: 'Actions',
    actions: true,
    cell: (order) => (
      <div className="row-actions">
        <Button variant="secondary" className="btn-small" aria-label={`View ${order.customer}`}>
          View
        </Button>
      </div>
    ),
  },
];

export function TableSection() {
  return (
    <GuideSection
      id="tables"
      title="Data tables"
      intro="ui/DataTable: a table on wide screens, one card per row on a phone, and its empty state."
    >
      <Specimen label="Three rows">
        <DataTable
          caption="Example orders"
          columns={ORDER_COLUMNS}
          rows={ORDERS}
          rowKey={(order) => order.id}
          empty="No orders yet."
        />
      </Specimen>
      <Specimen label="Empty">
        <DataTable
          caption="Example orders"
          columns={ORDER_COLUMNS}
          rows={[]}
          rowKey={(order) => order.id}
          empty="No orders yet."
        />
      </Specimen>
    </GuideSection>
  );
}

const CATEGORIES = ['All', 'Web Design', 'SEO', 'Branding', 'E-commerce'] as const;

export function FilterSection() {
  const [category, setCategory] = useState<string>('All');
  const [linked, setLinked] = useState<string>('SEO');
  return (
    <GuideSection
      id="filters"
      title="Filter chips"
      intro="ui/FilterChips: one pressed chip picks the filter. With hrefFor, each chip is a link until the app takes over."
    >
      <Specimen label="Buttons">
        <FilterChips label="Example categories" options={CATEGORIES} value={category} onChange={setCategory} />
      </Specimen>
      <Specimen label="Links until ready (hrefFor)">
        <FilterChips
          label="Example linked categories"
          options={CATEGORIES}
          value={linked}
          onChange={setLinked}
          hrefFor={(option) => `#filters-${option.toLowerCase().replace(/\s+/g, '-')}`}
        />
      </Specimen>
    </GuideSection>
  );
}

export function LinkSection() {
  return (
    <GuideSection
      id="links"
      title="Links"
      intro="Navy with a gold underline; gold on hover. Focus shows the gold ring everywhere."
    >
      <div className="sg-stack">
        <p>
          Read <a href="#links">our pricing</a> or the{' '}
          <Link to="/styleguide" hash="links">
            blog’s latest article
          </Link>{' '}
          in running text.
        </p>
        <p className="muted">
          On muted text: <a href="#links">a link stays readable</a>.
        </p>
        <p>
          <button type="button" className="link-button">
            A button that reads as a link
          </button>
        </p>
      </div>
    </GuideSection>
  );
}
