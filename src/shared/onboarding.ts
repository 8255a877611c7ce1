// The onboarding checklist a customer sees after buying (issue 19, beyond the spec), in order.
export const ONBOARDING_STEPS = [
  { key: 'agreement', label: 'Sign the service agreement' },
  { key: 'brief', label: 'Tell us about your business' },
  { key: 'files', label: 'Upload your logo and photos' },
  { key: 'kickoff', label: 'Book your kickoff call' },
] as const;
export type OnboardingStep = (typeof ONBOARDING_STEPS)[number]['key'];
