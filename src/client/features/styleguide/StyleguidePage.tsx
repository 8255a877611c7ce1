import {
  ActionMenuSection,
  AlertSection,
  BadgeSection,
  ButtonSection,
  DialogSection,
  EmptyStateSection,
  FilePickerSection,
  FilterSection,
  FormSection,
  LinkSection,
  SpinnerSection,
  TableSection,
  TabsSection,
  ToastSection,
} from './ComponentSections';
import { FocusSection } from './FocusSection';
import { ColourSection, MotionSection, ShapeSection, SpacingSection, TypeSection } from './TokenSections';
// The admin area's badge and checkbox classes are shown here as they are used there.
import '../admin/admin.css';
import './styleguide.css';

const NAV = [
  {
    title: 'Tokens',
    links: [
      ['colours', 'Colours'],
      ['focus', 'Focus'],
      ['typography', 'Typography'],
      ['spacing', 'Spacing'],
      ['radii', 'Radii'],
      ['shadows', 'Shadows'],
      ['motion', 'Motion'],
    ],
  },
  {
    title: 'Components',
    links: [
      ['buttons', 'Buttons'],
      ['forms', 'Forms'],
      ['alerts', 'Alerts'],
      ['badges', 'Badges'],
      ['tabs', 'Tabs'],
      ['dialogs', 'Dialogs'],
      ['toasts', 'Toasts'],
      ['spinners', 'Spinners'],
      ['tables', 'Data tables'],
      ['action-menus', 'Action menus'],
      ['empty-states', 'Empty states'],
      ['file-pickers', 'File pickers'],
      ['filters', 'Filter chips'],
      ['links', 'Links'],
    ],
  },
] as const;

/**
 * The design system's reference (issue 22): every token and every shared component in each of its
 * states, for the team and for the screenshot tests. Not linked from the site and not indexed.
 * Nothing on it depends on the clock or chance, so two visits look the same.
 */
export function StyleguidePage() {
  return (
    <div className="page sg-page">
      <header className="page-header">
        <p className="eyebrow">Design system</p>
        <h1>Styleguide</h1>
        <p className="lead">
          The tokens in <code>styles/tokens.css</code> and the shared components in <code>src/client/ui</code>, in every
          state. Use these names and pieces rather than new values.
        </p>
      </header>
      <div className="sg-layout">
        <nav className="sg-nav" aria-label="Styleguide sections">
          {NAV.map((group) => (
            <div key={group.title} className="sg-nav-group">
              <p className="sg-nav-title">{group.title}</p>
              <ul>
                {group.links.map(([id, label]) => (
                  <li key={id}>
                    <a href={`#${id}`}>{label}</a>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
        <div className="sg-content">
          <ColourSection />
          <FocusSection />
          <TypeSection />
          <SpacingSection />
          <ShapeSection />
          <MotionSection />
          <ButtonSection />
          <FormSection />
          <AlertSection />
          <BadgeSection />
          <TabsSection />
          <DialogSection />
          <ToastSection />
          <SpinnerSection />
          <TableSection />
          <ActionMenuSection />
          <EmptyStateSection />
          <FilePickerSection />
          <FilterSection />
          <LinkSection />
        </div>
      </div>
    </div>
  );
}
